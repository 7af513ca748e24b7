// What saving the final approval as a draft and giving it share: the input (the application, its current status
// step, the remarks and, when giving it, the signatory who signs its letters) and the events that follow the
// server's answer (whose `signatory` and `letters` name what was signed). Not a command itself:
// ./save-final-approval-draft.ts and ./set-final-approval.ts are.
import { Effect, Schema } from "effect";
import { ApiClient } from "../api/api-client.ts";
import { EventLog } from "../events/event-log.ts";
import { changesSaved } from "../program/changes-saved.ts";
import { RecordKey } from "../program/record-key.ts";
import { decodeInput } from "../program/report-failure.ts";
import { refreshCard } from "./decision-calls.ts";
import { FinalApprovalForm } from "./decision-forms.ts";

export const FinalApprovalChangeInput = Schema.Struct({ applicationId: RecordKey, statusStepId: RecordKey, ...FinalApprovalForm.fields });
export type FinalApprovalChangeInput = typeof FinalApprovalChangeInput.Type;

const decode = decodeInput(FinalApprovalChangeInput);
const draftPath = "/expat-permits/applications/status-steps/{stepId}/final-approvals/{id}/save" as const;
const setPath = "/expat-permits/applications/status-steps/{stepId}/final-approvals/{id}" as const;

export const changeFinalApproval = Effect.fnUntraced(function* (change: "draft" | "set", input: FinalApprovalChangeInput) {
  const { applicationId: id, statusStepId: stepId, finalApprovalRemarks, signatoryId } = yield* decode(input);
  const api = yield* ApiClient;
  const log = yield* EventLog;
  // Only giving final approval signs letters: a draft never names the signatory.
  const body = {
    ...(finalApprovalRemarks === undefined ? {} : { finalApprovalRemarks: finalApprovalRemarks.trim() }),
    ...(change === "set" && signatoryId !== undefined ? { signatoryId } : {}),
  };
  const init = { params: { path: { stepId, id } }, body };
  const answer = yield* api.backoffice((client) => client.POST(change === "draft" ? draftPath : setPath, init));
  yield* log.append({ type: "v1.FinalApprovalChanged", payload: { applicationId: id, change, finalApproval: answer.data } }, changesSaved);
  // A draft is an aside fact; giving final approval moves the version on and the card shows its date and remarks.
  if (change === "set") yield* refreshCard(id);
  return answer.data;
});
