// The arguments the board's commands and queries check before calling: ids (a malformed one reads as "not
// found", as the server would answer), a step key, and the staff's comment forms.
import { Schema } from "effect";
import { RECORD_NOT_FOUND, RecordKey } from "../program/record-key.ts";
import { decodeInput } from "../program/report-failure.ts";
import { STEP_KEY_PATTERN } from "./work-permit-steps.ts";

export const decodeRecordKey = decodeInput(RecordKey);

/** A step's key as the move call's path carries it; anything else is no step of the board. */
export const StepKey = Schema.String.annotate({ message: RECORD_NOT_FOUND }).check(
  Schema.isPattern(STEP_KEY_PATTERN, { message: RECORD_NOT_FOUND }),
);
