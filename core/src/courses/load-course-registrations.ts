// loadCourseRegistrations: the signed-in Talent's course registrations in every status, newest first (withdrawn ones
// and unpublished courses too); appends `v1.QueryStarted`, then `v1.CourseRegistrationsLoaded`.
import { Effect } from "effect";
import { ApiClient, type CallOptions } from "../api/api-client.ts";
import { EventLog } from "../events/event-log.ts";
import { reportFailure } from "../program/report-failure.ts";
import type { CourseRegistration } from "./course-records.ts";
import { COURSE_QUERIES } from "./events.ts";

export const loadCourseRegistrations = Effect.fn(COURSE_QUERIES.courseRegistrations)(function* (options?: CallOptions) {
  const api = yield* ApiClient;
  const log = yield* EventLog;
  yield* log.append({ type: "v1.QueryStarted", payload: { query: COURSE_QUERIES.courseRegistrations } });
  const body = yield* api.portal((client) => client.GET("/talents/training-courses/registrations"), options);
  const registrations: ReadonlyArray<CourseRegistration> = body.data;
  yield* log.append({ type: "v1.CourseRegistrationsLoaded", payload: { registrations } });
  return registrations;
}, reportFailure(COURSE_QUERIES.courseRegistrations));
