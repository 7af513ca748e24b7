// Pure helpers of the search screens' addresses and of what their results column shows. No React here.
import { MESSAGES, sameSearch, type SearchPage, type SearchState, type SearchStoreState } from "@ictm/core";

/** "/talents?searchTerms=java", or the bare path when the query is empty (every default). */
export function addressOf(path: string, query: URLSearchParams): string {
  const text = query.toString();
  return text === "" ? path : `${path}?${text}`;
}

/** What the results column shows for the address's search. */
export type ResultsView<T> =
  | { readonly status: "loading" }
  | { readonly status: "failed"; readonly message: string }
  /** `isRefreshing`: the same search loads again (Back); its page stays on screen meanwhile. */
  | { readonly status: "shown"; readonly page: SearchPage<T>; readonly isRefreshing: boolean };

/**
 * The store's answer when it answers the address's search; while the same search loads again (`lastLoaded` is
 * the search of the page in the store), that page; else loading. A page for another search is never shown.
 */
export function resultsViewOf<T>(store: SearchStoreState<T>, state: SearchState, lastLoaded: SearchState | null): ResultsView<T> {
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

/**
 * The terms the server suggests with a page ("Did you mean typescript?"): its `suggestions` (the contract's
 * SearchSuggestions), read defensively because core's SearchPage type does not name the field yet.
 */
export function suggestionsOf(page: object): string[] {
  const suggestions: unknown = Reflect.get(page, "suggestions");
  return Array.isArray(suggestions) ? suggestions.filter((term): term is string => typeof term === "string") : [];
}
