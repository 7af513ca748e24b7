// loadOwnTrainingCourses: the signed-in Business's courses, drafts and published, newest first, with their registrant
// counts; appends `v1.QueryStarted`, then `v1.OwnTrainingCoursesLoaded`.
import { Effect } from "effect";
import { ApiClient, type CallOptions } from "../api/api-client.ts";
import { EventLog } from "../events/event-log.ts";
import { reportFailure } from "../program/report-failure.ts";
import type { TrainingCourse } from "./course-records.ts";
import { COURSE_QUERIES } from "./events.ts";

export const loadOwnTrainingCourses = Effect.fn(COURSE_QUERIES.ownTrainingCourses)(function* (options?: CallOptions) {
  const api = yield* ApiClient;
  const log = yield* EventLog;
  yield* log.append({ type: "v1.QueryStarted", payload: { query: COURSE_QUERIES.ownTrainingCourses } });
  const body = yield* api.portal((client) => client.GET("/businesses/training-courses"), options);
  const courses: ReadonlyArray<TrainingCourse> = body.data;
  yield* log.append({ type: "v1.OwnTrainingCoursesLoaded", payload: { courses } });
  return courses;
}, reportFailure(COURSE_QUERIES.ownTrainingCourses));
