// notifyApplicant: staff who act in the application's current step e-mail the applicant (through the server's
// outbox) with a comment ("Comment is required" before any call); appends `v1.BoardApplicantNotified` (the panel
// lists it) and "The applicant has been notified.".
import { Effect, Schema } from "effect";
import { ApiClient } from "../api/api-client.ts";
import { EventLog } from "../events/event-log.ts";
import { RecordKey } from "../program/record-key.ts";
import { decodeInput, reportFailure } from "../program/report-failure.ts";
import { StaffCommentForm } from "./board-forms.ts";
import { BOARD_TEXTS } from "./board-texts.ts";

export const NotifyApplicantInput = Schema.Struct({ statusStepId: RecordKey, ...StaffCommentForm.fields });
export type NotifyApplicantInput = typeof NotifyApplicantInput.Type;

const decode = decodeInput(NotifyApplicantInput);

export const notifyApplicant = Effect.fn("commands.notifyApplicant")(function* (input: NotifyApplicantInput) {
  const { statusStepId, comment } = yield* decode(input);
  const api = yield* ApiClient;
  const log = yield* EventLog;
  const body = yield* api.backoffice((client) =>
    client.PUT("/expat-permits/applications/status-steps/{stepId}/applicants/notifications", {
      params: { path: { stepId: statusStepId } },
      body: { comment: comment.trim() },
    }),
  );
  yield* log.append(
    { type: "v1.BoardApplicantNotified", payload: { notice: body.data } },
    { type: "v1.ChangesSaved", payload: { message: BOARD_TEXTS.applicantNotified } },
  );
  return body.data;
}, reportFailure("commands.notifyApplicant"));
