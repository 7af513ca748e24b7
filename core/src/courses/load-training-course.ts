// loadTrainingCourse: one published course (its own Business also reads its drafts, with the registrant counts);
// appends `v1.QueryStarted`, then `v1.TrainingCourseLoaded`. A course one may not see is "not found", as a missing one.
import { Effect } from "effect";
import { ApiClient, type CallOptions } from "../api/api-client.ts";
import { EventLog } from "../events/event-log.ts";
import { RecordKey } from "../program/record-key.ts";
import { decodeInput, reportFailure } from "../program/report-failure.ts";
import type { TrainingCourse } from "./course-records.ts";
import { COURSE_QUERIES } from "./events.ts";

const decodeKey = decodeInput(RecordKey);

export const loadTrainingCourse = Effect.fn(COURSE_QUERIES.trainingCourse)(function* (id: string, options?: CallOptions) {
  const key = yield* decodeKey(id);
  const api = yield* ApiClient;
  const log = yield* EventLog;
  yield* log.append({ type: "v1.QueryStarted", payload: { query: COURSE_QUERIES.trainingCourse } });
  const body = yield* api.portal((client) => client.GET("/training-courses/{id}", { params: { path: { id: key } } }), options);
  const course: TrainingCourse = body.data;
  yield* log.append({ type: "v1.TrainingCourseLoaded", payload: { course } });
  return course;
}, reportFailure(COURSE_QUERIES.trainingCourse));
