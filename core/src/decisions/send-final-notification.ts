// sendFinalNotification: staff who act in the application's current step (which allows `notify-final`) e-mail the
// immigration department or the applicant every approved person's final letter and appendix (through the server's
// outbox), after final approval. Appends `v1.FinalNotificationQueued` (the final-notifications tab lists it) and
// "The immigration department has been notified." / "The applicant has been notified.".
import { Effect, Schema } from "effect";
import { ApiClient } from "../api/api-client.ts";
import { EventLog } from "../events/event-log.ts";
import { PermitTypeInput } from "../permits/permit-inputs.ts";
import { RecordKey } from "../program/record-key.ts";
import { decodeInput, reportFailure } from "../program/report-failure.ts";
import { FinalNotificationForm } from "./decision-forms.ts";
import { FINAL_NOTIFICATION_KINDS } from "./decision-rules.ts";
import { DECISION_TEXTS } from "./decision-texts.ts";

export const SendFinalNotificationInput = Schema.Struct({
  permitType: PermitTypeInput,
  applicationId: RecordKey,
  kind: Schema.Literals(FINAL_NOTIFICATION_KINDS),
  ...FinalNotificationForm.fields,
});
export type SendFinalNotificationInput = typeof SendFinalNotificationInput.Type;

const decode = decodeInput(SendFinalNotificationInput);

export const sendFinalNotification = Effect.fn("commands.sendFinalNotification")(function* (input: SendFinalNotificationInput) {
  const { permitType: type, applicationId: id, kind, message } = yield* decode(input);
  const api = yield* ApiClient;
  const log = yield* EventLog;
  const body = yield* api.backoffice((client) =>
    client.POST("/expat-permits/{type}/applications/{id}/{kind}/email-notifications", {
      params: { path: { type, id, kind } },
      body: message === undefined ? {} : { message: message.trim() },
    }),
  );
  yield* log.append(
    { type: "v1.FinalNotificationQueued", payload: { applicationId: id, notification: body.data } },
    { type: "v1.ChangesSaved", payload: { message: DECISION_TEXTS.notified[kind] } },
  );
  return body.data;
}, reportFailure("commands.sendFinalNotification"));
