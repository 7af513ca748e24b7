// The steps creating, changing and publishing a course share: decode the edit payload as of today (Brunei, by the
// Clock), send, and append what the server stored. Not a command itself: the commands name the failure.
import { Effect } from "effect";
import { ApiClient } from "../api/api-client.ts";
import { EventLog } from "../events/event-log.ts";
import { bruneiToday } from "../listings/today.ts";
import { changesSaved, changesSavedWith } from "../program/changes-saved.ts";
import { decodeInput } from "../program/report-failure.ts";
import { trainingCourseFormOn } from "./course-form.ts";
import type { TrainingCourse } from "./course-records.ts";

/**
 * POST a new course (key null) or PUT the one of `key`; a publish that misses a field or has started is refused first.
 * `detail` says what the save did on the success toast ("Course published").
 */
export const saveTrainingCourse = Effect.fnUntraced(function* (key: string | null, input: unknown, detail?: string) {
  const today = yield* bruneiToday;
  const body = yield* decodeInput(trainingCourseFormOn(today))(input);
  const api = yield* ApiClient;
  const log = yield* EventLog;
  if (key === null) {
    const created = yield* api.portal((client) => client.POST("/businesses/training-courses", { body }));
    const course: TrainingCourse = created.data;
    yield* log.append({ type: "v1.TrainingCourseCreated", payload: { course } }, detail === undefined ? changesSaved : changesSavedWith(detail));
    return course;
  }
  const updated = yield* api.portal((client) => client.PUT("/businesses/training-courses/{id}", { params: { path: { id: key } }, body }));
  const course: TrainingCourse = updated.data;
  yield* log.append({ type: "v1.TrainingCourseUpdated", payload: { course } }, detail === undefined ? changesSaved : changesSavedWith(detail));
  return course;
});
