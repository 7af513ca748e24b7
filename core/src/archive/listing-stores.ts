// The approved and the archived listings: one page each, with the filter it holds, its load status and the
// failure's words. An archive toggle moves its row at once, without a reload: it leaves the page of the list it was
// in (whose count goes down) and, on the other list's unfiltered first page, takes its place in that list's order
// (its count goes up); a page of a search it may or may not match is left to its next read. Pure reducers; cleared
// when the staff session changes.
import type { StoreEvent } from "../events/client-event.ts";
import { defineStore } from "../stores/define-store.ts";
import type { LoadStatus } from "../stores/query-status.ts";
import { LISTING_PAGE_SIZE, type ListingKind } from "./archive-rules.ts";
import { LISTING_QUERIES, type ListingFilter } from "./client-events.ts";
import type { ListedApplication, ListedApplicationPage } from "./listing-records.ts";

export interface ListingState {
  readonly status: LoadStatus;
  /** What the page holds: the search ("" for none), the page number and size. */
  readonly filter: ListingFilter;
  /** One page in the list's order; null until loaded. */
  readonly page: ListedApplicationPage | null;
  /** The failure's words when the last read failed; null otherwise. */
  readonly error: string | null;
}

export const initialListingFilter: ListingFilter = { searchTerms: "", pageNumber: 1, pageSize: LISTING_PAGE_SIZE };
export const initialListingState: ListingState = { status: "idle", filter: initialListingFilter, page: null, error: null };

/** Each list's order, newest first: by final approval (approved), by archive (archived). */
const ORDER: { readonly [K in ListingKind]: (application: ListedApplication) => number } = {
  approved: (application) => Date.parse(application.finalApprovalDateTime),
  archived: (application) => (application.archivedAt === null ? 0 : Date.parse(application.archivedAt)),
};

const LOADED = { approved: "v1.ApprovedApplicationsLoaded", archived: "v1.ArchivedApplicationsLoaded" } as const;

export const listingReducer =
  (kind: ListingKind) =>
  (state: ListingState, event: StoreEvent): ListingState => {
    switch (event.type) {
      case "v1.ApprovedApplicationsLoaded":
      case "v1.ArchivedApplicationsLoaded":
        return event.type === LOADED[kind] ? { status: "loaded", filter: event.payload.filter, page: event.payload.page, error: null } : state;
      case "v1.ApplicationArchiveToggled": {
        const { archived, application } = event.payload;
        const entersThisList = archived === (kind === "archived");
        return entersThisList ? withRowEntered(state, application, ORDER[kind]) : withRowLeft(state, application.id);
      }
      case "v1.QueryStarted":
        return event.payload.query === LISTING_QUERIES[kind] ? { ...state, status: "loading", error: null } : state;
      case "v1.CommandFailed":
        return event.payload.command === LISTING_QUERIES[kind] ? { ...state, status: "failed", error: event.payload.message } : state;
      case "v1.StaffSignedIn":
      case "v1.StaffSignedOut":
      case "v1.StaffSessionExpired":
        return initialListingState;
      default:
        return state;
    }
  };

export const approvedListingStore = defineStore("approvedListing", initialListingState, listingReducer("approved"));
export const archivedListingStore = defineStore("archivedListing", initialListingState, listingReducer("archived"));

const totalPagesOf = (count: number, pageSize: number): number => Math.ceil(count / pageSize);

/** The row leaves the page (and the count) when the page shows it. */
const withRowLeft = (state: ListingState, applicationId: string): ListingState => {
  const page = state.page;
  if (page === null || !page.items.some((item) => item.id === applicationId)) return state;
  const count = Math.max(0, page.count - 1);
  const items = page.items.filter((item) => item.id !== applicationId);
  return { ...state, page: { ...page, items, count, totalPages: totalPagesOf(count, page.pageSize) } };
};

/**
 * The row joins the list: every application is in the unfiltered list, so its count goes up, and on the first
 * page the row takes its place in the list's order when that place is on the page. A search's page is left alone.
 */
const withRowEntered = (state: ListingState, application: ListedApplication, order: (application: ListedApplication) => number): ListingState => {
  const page = state.page;
  if (page === null) return state;
  // Shown already (the answer repeated): the row is only brought up to date.
  if (page.items.some((item) => item.id === application.id)) {
    return { ...state, page: { ...page, items: page.items.map((item) => (item.id === application.id ? application : item)) } };
  }
  if (state.filter.searchTerms !== "") return state;
  const count = page.count + 1;
  const at = page.items.findIndex((item) => order(item) < order(application));
  const place = at < 0 ? page.items.length : at;
  const onPage = state.filter.pageNumber === 1 && place < page.pageSize;
  const items = onPage ? [...page.items.slice(0, place), application, ...page.items.slice(place)].slice(0, page.pageSize) : page.items;
  return { ...state, page: { ...page, items, count, totalPages: totalPagesOf(count, page.pageSize) } };
};
