// registerForCourse: the signed-in Talent registers for a published course (refused with the server's words: "This
// course is not open for registration." / "You are already registered for this course."); appends
// `v1.RegisteredForCourse` with the registration and `v1.ChangesSaved`.
import { Effect } from "effect";
import { ApiClient } from "../api/api-client.ts";
import { EventLog } from "../events/event-log.ts";
import { changesSavedWith, SAVED_DETAILS } from "../program/changes-saved.ts";
import { RecordKey } from "../program/record-key.ts";
import { decodeInput, reportFailure } from "../program/report-failure.ts";
import type { CourseRegistration } from "./course-records.ts";

const decodeKey = decodeInput(RecordKey);

export const registerForCourse = Effect.fn("commands.registerForCourse")(function* (courseId: string) {
  const trainingCourseId = yield* decodeKey(courseId);
  const api = yield* ApiClient;
  const log = yield* EventLog;
  const body = yield* api.portal((client) => client.POST("/talents/training-courses/registrations", { body: { trainingCourseId } }));
  const registration: CourseRegistration = body.data;
  yield* log.append({ type: "v1.RegisteredForCourse", payload: { registration } }, changesSavedWith(SAVED_DETAILS.registeredFor(registration.trainingCourse.name)));
  return registration;
}, reportFailure("commands.registerForCourse"));
