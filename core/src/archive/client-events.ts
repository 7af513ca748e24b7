// The listings' client events: staff read a page of the approved or the archived applications, archive an approved
// one or bring an archived one back (one toggle), and export a listing as CSV. Definitions only; the listing stores
// and the board fold them. The server's stream facts are ./events.ts (v1.ApprovedApplicationArchived and
// v1.ApprovedApplicationUnarchived), whose names these never reuse. The archived panel's read appends the board's
// `v1.BoardApplicationLoaded`: the info tab reads the same store the board's panel does.
import { Schema } from "effect";
import { contractShape, defineEvent } from "../events/define-event.ts";
import { PERMIT_TYPES } from "../permits/permit-types.ts";
import { LISTING_KINDS } from "./archive-rules.ts";
import type { ListedApplication, ListedApplicationPage } from "./listing-records.ts";

/** The name each listing query reports under, so its store can follow its status. */
export const LISTING_QUERIES = {
  approved: "queries.loadApprovedApplications",
  archived: "queries.loadArchivedApplications",
  archivedApplication: "queries.loadArchivedApplication",
} as const;

const ListedApplicationShape = contractShape<ListedApplication>("ListedApplication", {
  id: true, workflowId: true, reference: true, permitType: true, businessName: true, persons: true,
  finalApprovalDateTime: true, approvedBy: true, archivedAt: true, archivedBy: true, submittedAt: true, version: true,
});
const ListedApplicationPageShape = contractShape<ListedApplicationPage>("ListedApplicationPage", {
  items: true, count: true, countIsExact: true, pageNumber: true, pageSize: true, totalPages: true,
});

/**
 * Which applications a page of a listing holds: the search (trimmed; "" for none), the page number and size, and,
 * only when asked for, one permit type and the Brunei day before which final approval was given.
 */
export const ListingFilter = Schema.Struct({
  searchTerms: Schema.String,
  pageNumber: Schema.Number,
  pageSize: Schema.Number,
  permitType: Schema.optionalKey(Schema.Literals(PERMIT_TYPES)),
  approvedBefore: Schema.optionalKey(Schema.String),
});
export type ListingFilter = typeof ListingFilter.Type;

export const listingClientEvents = [
  defineEvent("v1.ApprovedApplicationsLoaded", Schema.Struct({ filter: ListingFilter, page: ListedApplicationPageShape })),
  defineEvent("v1.ArchivedApplicationsLoaded", Schema.Struct({ filter: ListingFilter, page: ListedApplicationPageShape })),
  /**
   * Staff archived an approved application (`archived`: true, its `archivedAt` set) or brought an archived one back
   * (false); `application` is the server's answer after the toggle. It leaves the list it was in and the board.
   */
  defineEvent("v1.ApplicationArchiveToggled", Schema.Struct({ archived: Schema.Boolean, application: ListedApplicationShape })),
  /** A listing was exported as CSV (`searchTerms` as sent; the bytes are never logged). */
  defineEvent("v1.ListingExported", Schema.Struct({ kind: Schema.Literals(LISTING_KINDS), searchTerms: Schema.String, fileName: Schema.String })),
] as const;
