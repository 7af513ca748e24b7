// The inputs of the listings' queries and commands: a page of a listing (every field may be left out: no search,
// every permit type, any approval day, the first page, 15 a page), an export (which listing, the search) and an
// archive state to set. Applications are named by id (a malformed one reads as "not found"). Checked before the
// call. Pure.
import { Schema } from "effect";
import { dateField } from "../forms/fields.ts";
import { PERMIT_TYPES } from "../permits/permit-types.ts";
import { RecordKey } from "../program/record-key.ts";
import { LISTING_KINDS } from "./archive-rules.ts";

export const LISTING_INPUT_MESSAGES = {
  pageNumber: "Please ask for a page from 1.",
  pageSize: "Please ask for a page size from 1.",
  kind: "Please name a listing: approved or archived.",
  permitType: "Please choose pvv, sawp or lpa.",
  approvedBefore: "Please enter the date as YYYY-MM-DD.",
  archived: "Please say whether the application is to be archived.",
  applicationIds: "Please send 1 to 500 different application ids.",
} as const;

/** How many applications one setArchivedInBulk call may name (the contract's `ArchiveBatchRequest`). */
export const ARCHIVE_BATCH_LIMIT = 500;

const pageField = (message: string) =>
  Schema.Int.annotate({ message }).check(Schema.isGreaterThanOrEqualTo(1, { message })).annotateKey({ messageMissingKey: message });

/** One permit type's applications only. */
export const ListingPermitTypeInput = Schema.Literals(PERMIT_TYPES).annotate({ message: LISTING_INPUT_MESSAGES.permitType });

/**
 * A page of the approved or the archived listing; the server caps the page size (above 100 counts as 100).
 * `permitType` keeps one type; `approvedBefore` (a Brunei calendar day) keeps those finally approved before it began.
 */
export const LoadListingInput = Schema.Struct({
  searchTerms: Schema.optionalKey(Schema.String),
  permitType: Schema.optionalKey(ListingPermitTypeInput),
  approvedBefore: Schema.optionalKey(dateField(LISTING_INPUT_MESSAGES.approvedBefore)),
  pageNumber: Schema.optionalKey(pageField(LISTING_INPUT_MESSAGES.pageNumber)),
  pageSize: Schema.optionalKey(pageField(LISTING_INPUT_MESSAGES.pageSize)),
});
export type LoadListingInput = typeof LoadListingInput.Type;

export const ListingKindInput = Schema.Literals(LISTING_KINDS).annotate({ message: LISTING_INPUT_MESSAGES.kind });

/** Every matching row of a listing, as CSV; `permitType` keeps one type. */
export const ExportListingInput = Schema.Struct({ kind: ListingKindInput, searchTerms: Schema.String, permitType: Schema.optionalKey(ListingPermitTypeInput) });
export type ExportListingInput = typeof ExportListingInput.Type;

/** The archive state to set on an application: archived (true) or back in the approved list (false). */
export const SetArchivedInput = Schema.Struct({
  applicationId: RecordKey,
  archived: Schema.Boolean.annotate({ message: LISTING_INPUT_MESSAGES.archived }),
});
export type SetArchivedInput = typeof SetArchivedInput.Type;

/** The archive state to set on 1 to 500 different applications at once. */
export const SetArchivedInBulkInput = Schema.Struct({
  applicationIds: Schema.Array(RecordKey).check(
    Schema.isMinLength(1, { message: LISTING_INPUT_MESSAGES.applicationIds }),
    Schema.isMaxLength(ARCHIVE_BATCH_LIMIT, { message: LISTING_INPUT_MESSAGES.applicationIds }),
    Schema.makeFilter<ReadonlyArray<string>>((ids) => (new Set(ids).size === ids.length ? undefined : LISTING_INPUT_MESSAGES.applicationIds)),
  ),
  archived: Schema.Boolean.annotate({ message: LISTING_INPUT_MESSAGES.archived }),
});
export type SetArchivedInBulkInput = typeof SetArchivedInBulkInput.Type;
