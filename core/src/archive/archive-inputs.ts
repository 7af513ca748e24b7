// The inputs of the listings' queries and commands: a page of a listing (every field may be left out: no search,
// the first page, 15 a page) and an export (which listing, the search). Applications are named by id (the board's
// decodeRecordKey: a malformed one reads as "not found"). Checked before the call. Pure.
import { Schema } from "effect";
import { LISTING_KINDS } from "./archive-rules.ts";

export const LISTING_INPUT_MESSAGES = {
  pageNumber: "Please ask for a page from 1.",
  pageSize: "Please ask for a page size from 1.",
  kind: "Please name a listing: approved or archived.",
} as const;

const pageField = (message: string) =>
  Schema.Int.annotate({ message }).check(Schema.isGreaterThanOrEqualTo(1, { message })).annotateKey({ messageMissingKey: message });

/** A page of the approved or the archived listing; the server caps the page size (above 100 counts as 100). */
export const LoadListingInput = Schema.Struct({
  searchTerms: Schema.optionalKey(Schema.String),
  pageNumber: Schema.optionalKey(pageField(LISTING_INPUT_MESSAGES.pageNumber)),
  pageSize: Schema.optionalKey(pageField(LISTING_INPUT_MESSAGES.pageSize)),
});
export type LoadListingInput = typeof LoadListingInput.Type;

export const ListingKindInput = Schema.Literals(LISTING_KINDS).annotate({ message: LISTING_INPUT_MESSAGES.kind });

/** Every matching row of a listing, as CSV. */
export const ExportListingInput = Schema.Struct({ kind: ListingKindInput, searchTerms: Schema.String });
export type ExportListingInput = typeof ExportListingInput.Type;
