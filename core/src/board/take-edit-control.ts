// takeEditControl: staff who act in the application's current step take edit control back from the applicant
// with a comment (the Business is e-mailed); refused with the permit's "not given" words when the applicant does
// not hold it. Appends `v1.BoardEditControlChanged` and "Edit control taken back from the applicant.".
import { Effect } from "effect";
import { reportFailure } from "../program/report-failure.ts";
import { changeEditControl, type EditControlInput } from "./edit-control-call.ts";

export const takeEditControl = Effect.fn("commands.takeEditControl")(function* (input: EditControlInput) {
  return yield* changeEditControl(false, input);
}, reportFailure("commands.takeEditControl"));
