// saveFinalApprovalDraft: staff who act in the application's current step (which allows `final-approval`) keep
// the final approval's remarks as a draft, without approving (refused once it is given). Appends
// `v1.FinalApprovalChanged` (change "draft") and "Saved Successfully".
import { Effect } from "effect";
import { reportFailure } from "../program/report-failure.ts";
import { changeFinalApproval, type FinalApprovalChangeInput } from "./final-approval-call.ts";

export const saveFinalApprovalDraft = Effect.fn("commands.saveFinalApprovalDraft")(function* (input: FinalApprovalChangeInput) {
  return yield* changeFinalApproval("draft", input);
}, reportFailure("commands.saveFinalApprovalDraft"));
