// withdrawFromCourse: the signed-in Talent asks to withdraw from a course (a request the course's Business decides;
// refused with the server's words when asked already or ended); appends `v1.CourseWithdrawalAsked` with the
// registration now `withdrawal-requested`, and `v1.ChangesSaved`.
import { Effect } from "effect";
import { ApiClient } from "../api/api-client.ts";
import { EventLog } from "../events/event-log.ts";
import { changesSaved } from "../program/changes-saved.ts";
import { RecordKey } from "../program/record-key.ts";
import { decodeInput, reportFailure } from "../program/report-failure.ts";
import type { CourseRegistration } from "./course-records.ts";

const decodeKey = decodeInput(RecordKey);

export const withdrawFromCourse = Effect.fn("commands.withdrawFromCourse")(function* (registrationId: string) {
  const id = yield* decodeKey(registrationId);
  const api = yield* ApiClient;
  const log = yield* EventLog;
  const body = yield* api.portal((client) => client.DELETE("/talents/training-courses/registrations/{id}", { params: { path: { id } } }));
  const registration: CourseRegistration = body.data;
  yield* log.append({ type: "v1.CourseWithdrawalAsked", payload: { registration } }, changesSaved);
  return registration;
}, reportFailure("commands.withdrawFromCourse"));
