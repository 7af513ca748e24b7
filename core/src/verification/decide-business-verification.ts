// decideBusinessVerification: staff approve or reject (with a reason the Business reads) a pending verification
// request at the version they were shown; appends `v1.BusinessVerificationDecided` and `v1.ChangesSaved`.
// Sent with the staff token; a request changed since (replaced, or decided by someone else) is refused as stale.
import { Effect, Schema } from "effect";
import { ApiClient } from "../api/api-client.ts";
import { reasonGivenWhenRejecting, verificationDecisionFields } from "../staff/staff-forms.ts";
import { EventLog } from "../events/event-log.ts";
import { changesSaved } from "../program/changes-saved.ts";
import { RecordKey } from "../program/record-key.ts";
import { decodeInput, reportFailure } from "../program/report-failure.ts";

export const DecideBusinessVerificationInput = Schema.Struct({
  businessKey: RecordKey,
  ...verificationDecisionFields,
  /** The `version` of the request as listed (BusinessVerification.version), sent as If-Match. */
  version: Schema.Int.check(Schema.isGreaterThanOrEqualTo(1)),
}).check(reasonGivenWhenRejecting);
export type DecideBusinessVerificationInput = typeof DecideBusinessVerificationInput.Type;

const decode = decodeInput(DecideBusinessVerificationInput);

export const decideBusinessVerification = Effect.fn("commands.decideBusinessVerification")(function* (
  input: DecideBusinessVerificationInput,
) {
  const { businessKey, decision, reason, version } = yield* decode(input);
  const api = yield* ApiClient;
  const log = yield* EventLog;
  const body = yield* api.backoffice((client) =>
    client.POST("/business-verifications/{businessKey}/decisions", {
      params: { path: { businessKey }, header: { "If-Match": `"${version}"` } },
      body: reason === undefined ? { decision } : { decision, reason },
    }),
  );
  yield* log.append({ type: "v1.BusinessVerificationDecided", payload: { verification: body.data } }, changesSaved);
  return body.data;
}, reportFailure("commands.decideBusinessVerification"));
