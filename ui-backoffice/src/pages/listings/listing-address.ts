// The approved and archived listings keep their search in the address (spec §2): `searchTerms`, `pageNumber` and
// `pageSize` (15 a page unless told, core's LISTING_PAGE_SIZE), the defaults left out. The side panel over a listing
// carries the same query, so closing it comes back to the same page. A malformed value reads as the default, and
// `canonicalQuery` says what the address should have been (the page replaces it: normalising never adds history).
// Pure.
import { LISTING_PAGE_SIZE, readPageNumber, readPageSize, type ListingKind } from "@ictm/core";
import { paths } from "../../app/paths.ts";

/** Which listing: core's kinds ("approved", "archived"). */
export type Listing = ListingKind;

export interface ListingSearch {
  readonly searchTerms: string;
  readonly pageNumber: number;
  readonly pageSize: number;
}

export const FIRST_LISTING_SEARCH: ListingSearch = { searchTerms: "", pageNumber: 1, pageSize: LISTING_PAGE_SIZE };

/** The search an address query asks for ("?searchTerms=lpa&pageNumber=2", "" for everything). */
export function readListingSearch(query: string): ListingSearch {
  const params = new URLSearchParams(query);
  return {
    searchTerms: (params.get("searchTerms") ?? "").trim(),
    pageNumber: readPageNumber(params.get("pageNumber")),
    pageSize: readPageSize(params.get("pageSize"), LISTING_PAGE_SIZE),
  };
}

/** The shortest query that reads as `search` ("" for the first page of everything), without the "?". */
export function listingQuery({ searchTerms, pageNumber, pageSize }: ListingSearch): string {
  const params = new URLSearchParams();
  const terms = searchTerms.trim();
  if (terms !== "") params.set("searchTerms", terms);
  if (pageNumber > 1) params.set("pageNumber", String(pageNumber));
  if (pageSize !== LISTING_PAGE_SIZE) params.set("pageSize", String(pageSize));
  return params.toString();
}

/** The query the address should carry for what it asks: null when it already is that. */
export function canonicalQuery(query: string): string | null {
  const canonical = listingQuery(readListingSearch(query));
  return canonical === query.replace(/^\?/, "") ? null : canonical;
}

const withQuery = (path: string, query: string): string => (query === "" ? path : `${path}?${query}`);

/** A listing's address for a search. */
export function listingAddress(listing: Listing, workflowId: string, search: ListingSearch): string {
  const path = listing === "approved" ? paths.approvedListing(workflowId) : paths.archivedListing(workflowId);
  return withQuery(path, listingQuery(search));
}

/** The side panel's address over a listing, keeping the listing's search. */
export function listedApplicationAddress(listing: Listing, workflowId: string, applicationId: string, tab: string | undefined, search: ListingSearch): string {
  return withQuery(paths.listedApplication(listing, workflowId, applicationId, tab), listingQuery(search));
}

/** A new search: its first page, the page size kept. */
export const withTerms = (search: ListingSearch, searchTerms: string): ListingSearch => ({ ...search, searchTerms: searchTerms.trim(), pageNumber: 1 });

/** Another page of the same search. */
export const withPage = (search: ListingSearch, pageNumber: number): ListingSearch => ({ ...search, pageNumber });

/** Whether two searches ask the same. */
export const sameListingSearch = (a: ListingSearch, b: ListingSearch): boolean =>
  a.searchTerms === b.searchTerms && a.pageNumber === b.pageNumber && a.pageSize === b.pageSize;
