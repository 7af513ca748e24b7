// setFinalApproval: staff who act in the application's current step (which allows `final-approval`) give final
// approval with remarks, once every expatriate is decided and one at least approved (DecisionRefused otherwise).
// The server signs each approved person's letter and appendix: by the signatory chosen (`signatoryId`), or by the
// active one with the lowest number when none is (SignatureRefused `no-active-signatory` / `signatory-inactive`).
// Appends `v1.FinalApprovalChanged` (change "set": the final approval store then holds its `signatory` and
// `letters`) and "Saved Successfully"; the panel's copy (the card's date, remarks and version) is read again quietly.
import { Effect } from "effect";
import { reportFailure } from "../program/report-failure.ts";
import { changeFinalApproval, type FinalApprovalChangeInput } from "./final-approval-call.ts";

export const setFinalApproval = Effect.fn("commands.setFinalApproval")(function* (input: FinalApprovalChangeInput) {
  return yield* changeFinalApproval("set", input);
}, reportFailure("commands.setFinalApproval"));
