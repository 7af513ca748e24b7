// giveEditControl: staff who act in the application's current step give the applicant edit control, saying what
// to change (the Business is e-mailed the comment); sent at the version last shown. Appends
// `v1.BoardEditControlChanged` (the card shows it) and "Edit control given to the applicant.".
import { Effect } from "effect";
import { reportFailure } from "../program/report-failure.ts";
import { changeEditControl, type EditControlInput } from "./edit-control-call.ts";

export const giveEditControl = Effect.fn("commands.giveEditControl")(function* (input: EditControlInput) {
  return yield* changeEditControl(true, input);
}, reportFailure("commands.giveEditControl"));
