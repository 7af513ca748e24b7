// The arguments every permit command checks before calling: the permit type and the application's id.
// A malformed id reads as "not found", as the server would answer.
import { Schema } from "effect";
import { choiceField } from "../forms/fields.ts";
import { RECORD_NOT_FOUND, RecordKey } from "../program/record-key.ts";
import { decodeInput } from "../program/report-failure.ts";
import { PERMIT_TYPES } from "./permit-types.ts";

export const CHOOSE_A_PERMIT_TYPE = "Please choose pvv, sawp or lpa.";

export const PermitTypeInput = choiceField(PERMIT_TYPES, CHOOSE_A_PERMIT_TYPE);

export const decodePermitType = decodeInput(PermitTypeInput);
export const decodeApplicationId = decodeInput(RecordKey);

/** A stored file's id, as the contract's path names it; anything else reads as "not found". */
export const StoredFileId = Schema.String.annotate({ message: RECORD_NOT_FOUND }).check(
  Schema.isPattern(/^[A-Za-z0-9_-]{16,64}$/, { message: RECORD_NOT_FOUND }),
);
export const decodeStoredFileId = decodeInput(StoredFileId);
