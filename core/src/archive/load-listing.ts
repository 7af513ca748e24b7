// loadApprovedApplications / loadArchivedApplications: staff read one page of the approved applications (newest
// final approval first) or of the archived ones (newest archive first). `searchTerms` narrows them: every word must
// match the business name, the reference, a person's full name or passport number; `permitType` keeps one type,
// `approvedBefore` (a Brunei day) those finally approved before it began (the CLI's bulk archive selects so). 15 a
// page unless asked otherwise; the server caps the size. Each appends `v1.QueryStarted`, then
// `v1.ApprovedApplicationsLoaded` or `v1.ArchivedApplicationsLoaded` with the filter it read.
import { Effect } from "effect";
import { ApiClient, type CallOptions } from "../api/api-client.ts";
import { EventLog } from "../events/event-log.ts";
import { decodeInput, reportFailure } from "../program/report-failure.ts";
import { LISTING_PAGE_SIZE, type ListingKind } from "./archive-rules.ts";
import { LoadListingInput } from "./archive-inputs.ts";
import { LISTING_QUERIES, type ListingFilter } from "./client-events.ts";

const decode = decodeInput(LoadListingInput);

/** The filter a call asks for: the search trimmed, the first page and the listings' size when left out. */
export const listingFilterOf = (input: LoadListingInput): ListingFilter => ({
  searchTerms: (input.searchTerms ?? "").trim(),
  pageNumber: input.pageNumber ?? 1,
  pageSize: input.pageSize ?? LISTING_PAGE_SIZE,
  ...(input.permitType === undefined ? {} : { permitType: input.permitType }),
  ...(input.approvedBefore === undefined ? {} : { approvedBefore: input.approvedBefore }),
});

/** The query string: no `searchTerms` when there is no search, and no filter that was not asked for. */
export const listingQueryOf = ({ searchTerms, pageNumber, pageSize, permitType, approvedBefore }: ListingFilter) => ({
  ...(searchTerms === "" ? {} : { searchTerms }),
  ...(permitType === undefined ? {} : { permitType }),
  ...(approvedBefore === undefined ? {} : { approvedBefore }),
  pageNumber,
  pageSize,
});

const readListing = Effect.fnUntraced(function* (kind: ListingKind, input: LoadListingInput, options?: CallOptions) {
  const filter = listingFilterOf(yield* decode(input));
  const api = yield* ApiClient;
  const log = yield* EventLog;
  yield* log.append({ type: "v1.QueryStarted", payload: { query: LISTING_QUERIES[kind] } });
  const query = listingQueryOf(filter);
  const body = yield* api.backoffice(
    (client) =>
      kind === "approved"
        ? client.GET("/expat-permits/applications/approved", { params: { query } })
        : client.GET("/expat-permits/archived", { params: { query } }),
    options,
  );
  // The server caps the page size: the filter is what the page holds.
  const loaded = { filter: { ...filter, pageSize: body.data.pageSize }, page: body.data };
  yield* log.append(kind === "approved" ? { type: "v1.ApprovedApplicationsLoaded", payload: loaded } : { type: "v1.ArchivedApplicationsLoaded", payload: loaded });
  return body.data;
});

export const loadApprovedApplications = Effect.fn(LISTING_QUERIES.approved)(function* (input: LoadListingInput = {}, options?: CallOptions) {
  return yield* readListing("approved", input, options);
}, reportFailure(LISTING_QUERIES.approved));

export const loadArchivedApplications = Effect.fn(LISTING_QUERIES.archived)(function* (input: LoadListingInput = {}, options?: CallOptions) {
  return yield* readListing("archived", input, options);
}, reportFailure(LISTING_QUERIES.archived));
