// Pure helpers of the search screens' addresses and of what their results column shows. No React here.
import { MESSAGES, sameSearch, type SearchPage, type SearchState, type SearchStoreState } from "@ictm/core";
import type { FilterFacets } from "./filters/filter-words.ts";

/** "/talents?searchTerms=java", or the bare path when the query is empty (every default). */
export function addressOf(path: string, query: URLSearchParams): string {
  const text = query.toString();
  return text === "" ? path : `${path}?${text}`;
}

/** A page of results as a screen shows it: with its facets when the search has filters (talents, businesses, jobs). */
export type ShownPage<T> = SearchPage<T> & { readonly facets?: FilterFacets };

/** What the results column shows for the address's search. */
export type ResultsView<T> =
  | { readonly status: "loading" }
  | { readonly status: "failed"; readonly message: string }
  /** `isRefreshing`: the same search loads again (Back); its page stays on screen meanwhile. */
  | { readonly status: "shown"; readonly page: ShownPage<T>; readonly isRefreshing: boolean };

/**
 * The store's answer when it answers the address's search; while the same search loads again (`lastLoaded` is
 * the search of the page in the store), that page; else loading. A page for another search is never shown.
 */
export function resultsViewOf<T>(store: SearchStoreState<T, ShownPage<T>>, state: SearchState, lastLoaded: SearchState | null): ResultsView<T> {
  const asked = store.state !== null && sameSearch(store.state, state);
  if (!asked) return { status: "loading" };
  switch (store.status) {
    case "loaded":
      return store.page === null ? { status: "loading" } : { status: "shown", page: store.page, isRefreshing: false };
    case "failed":
      return { status: "failed", message: store.error ?? MESSAGES.unexpected };
    case "loading":
      return store.page !== null && lastLoaded !== null && sameSearch(lastLoaded, state)
        ? { status: "shown", page: store.page, isRefreshing: true }
        : { status: "loading" };
    default:
      return { status: "loading" };
  }
}
