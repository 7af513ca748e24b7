// decideBusinessVerification: staff approve or reject (with a reason the Business reads) a pending verification
// request; appends `v1.BusinessVerificationDecided` and `v1.ChangesSaved`. Sent with the staff token.
import { Effect, Schema } from "effect";
import { ApiClient } from "../api/api-client.ts";
import { reasonGivenWhenRejecting, verificationDecisionFields } from "../staff/staff-forms.ts";
import { EventLog } from "../events/event-log.ts";
import { changesSaved } from "../program/changes-saved.ts";
import { RecordKey } from "../program/record-key.ts";
import { decodeInput, reportFailure } from "../program/report-failure.ts";

export const DecideBusinessVerificationInput = Schema.Struct({ businessKey: RecordKey, ...verificationDecisionFields }).check(
  reasonGivenWhenRejecting,
);
export type DecideBusinessVerificationInput = typeof DecideBusinessVerificationInput.Type;

const decode = decodeInput(DecideBusinessVerificationInput);

export const decideBusinessVerification = Effect.fn("commands.decideBusinessVerification")(function* (
  input: DecideBusinessVerificationInput,
) {
  const { businessKey, decision, reason } = yield* decode(input);
  const api = yield* ApiClient;
  const log = yield* EventLog;
  const body = yield* api.backoffice((client) =>
    client.POST("/business-verifications/{businessKey}/decisions", {
      params: { path: { businessKey } },
      body: reason === undefined ? { decision } : { decision, reason },
    }),
  );
  yield* log.append({ type: "v1.BusinessVerificationDecided", payload: { verification: body.data } }, changesSaved);
  return body.data;
}, reportFailure("commands.decideBusinessVerification"));
