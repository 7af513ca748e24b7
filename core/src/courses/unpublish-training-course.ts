// unpublishTrainingCourse: the course becomes a draft again (DELETE; it is never deleted): it leaves the public search
// at once and keeps its registrants. Appends `v1.TrainingCourseUnpublished` with the server's answer, which flips it in
// the stores (no reload), and `v1.ChangesSaved`.
import { Effect } from "effect";
import { ApiClient } from "../api/api-client.ts";
import { EventLog } from "../events/event-log.ts";
import { changesSavedWith, SAVED_DETAILS } from "../program/changes-saved.ts";
import { RecordKey } from "../program/record-key.ts";
import { decodeInput, reportFailure } from "../program/report-failure.ts";
import type { TrainingCourse } from "./course-records.ts";

const decodeKey = decodeInput(RecordKey);

export const unpublishTrainingCourse = Effect.fn("commands.unpublishTrainingCourse")(function* (id: string) {
  const key = yield* decodeKey(id);
  const api = yield* ApiClient;
  const log = yield* EventLog;
  const body = yield* api.portal((client) => client.DELETE("/businesses/training-courses/{id}", { params: { path: { id: key } } }));
  const course: TrainingCourse = body.data;
  yield* log.append({ type: "v1.TrainingCourseUnpublished", payload: { course } }, changesSavedWith(SAVED_DETAILS.courseUnpublished));
  return course;
}, reportFailure("commands.unpublishTrainingCourse"));
