// resetFinalApproval: staff who act in the application's current step (which allows `final-approval` or
// `notify-final`) clear the final approval's date; its remarks stay as the draft. Appends `v1.FinalApprovalChanged`
// (change "reset") and "Final approval has been reset."; the panel's copy (card and version) is read again quietly.
import { Effect, Schema } from "effect";
import { ApiClient } from "../api/api-client.ts";
import { EventLog } from "../events/event-log.ts";
import { RecordKey } from "../program/record-key.ts";
import { decodeInput, reportFailure } from "../program/report-failure.ts";
import { refreshCard } from "./decision-calls.ts";
import { DECISION_TEXTS } from "./decision-texts.ts";

export const ResetFinalApprovalInput = Schema.Struct({ applicationId: RecordKey });
export type ResetFinalApprovalInput = typeof ResetFinalApprovalInput.Type;

const decode = decodeInput(ResetFinalApprovalInput);

export const resetFinalApproval = Effect.fn("commands.resetFinalApproval")(function* (input: ResetFinalApprovalInput) {
  const { applicationId: id } = yield* decode(input);
  const api = yield* ApiClient;
  const log = yield* EventLog;
  const body = yield* api.backoffice((client) => client.PUT("/expat-permits/{id}/final-approvals/reset", { params: { path: { id } } }));
  yield* log.append(
    { type: "v1.FinalApprovalChanged", payload: { applicationId: id, change: "reset", finalApproval: body.data } },
    { type: "v1.ChangesSaved", payload: { message: DECISION_TEXTS.finalApprovalReset } },
  );
  yield* refreshCard(id);
  return body.data;
}, reportFailure("commands.resetFinalApproval"));
