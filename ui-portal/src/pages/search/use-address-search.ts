// The address is the single source of truth of a search screen: this hook reads its state from the query, runs
// the core's search when the store does not answer it yet, again on arrival and after every Back or Forward
// (spec §2: "the back button re-reads the query and reloads the results"), and navigates for a new search or page.
// The selection is the screen's own (use-address-selection.ts); nothing here decides which result is active.
import { useEffect, useMemo, useRef } from "react";
import { needsSearch, sameSearch, type SearchScreen, type SearchState, type SearchStoreState, type SearchViewer } from "@ictm/core";
import { useHistoryTraversals } from "@ictm/ui-kit";
import { useLocation, useSearch } from "wouter";
import { takeStartedSearch } from "./first-search.ts";
import { addressOf, resultsViewOf, type ResultsView, type ShownPage } from "./search-address.ts";

export interface AddressSearchOptions<S extends SearchState, T> {
  /** The screen's path ("/talents"). */
  path: string;
  screen: SearchScreen<S>;
  store: SearchStoreState<T, ShownPage<T>>;
  /** Null while the session is still being restored: no search until it is known who is looking. */
  viewer: SearchViewer | null;
  /** Runs the core's search query for this screen. */
  run: (state: SearchState) => Promise<unknown>;
}

export interface AddressSearch<S extends SearchState, T> {
  /** The address's state. */
  state: S;
  view: ResultsView<T>;
  addressOf: (state: S) => string;
  /** The address of another page of this search (nothing selected on it). */
  addressOfPage: (pageNumber: number) => string;
  /** The address of other terms' first page (a suggestion's link), nothing selected. */
  addressOfTerms: (terms: string) => string;
  /** The bare address: every result, first page. */
  clearAddress: string;
  /** Goes to `state`: a new history entry, or in place of this one. */
  navigate: (state: S, options?: { replace?: boolean }) => void;
  /** A person searched: the first page of `terms`, as a new history entry. */
  searchFor: (terms: string) => void;
  /** A person changed a filter: the first page with `name` set to `values` (none removes it), as a new history entry. */
  filterBy: (name: string, values: ReadonlyArray<string>) => void;
  /** The address of these terms with no filters, first page (the empty state's "Clear filters"). */
  addressWithoutFilters: string;
  /** "Clear filters": the first page of these terms with none, as a new history entry. */
  clearFilters: () => void;
  /** Runs the address's search again (after a failure). */
  retry: () => void;
}

export function useAddressSearch<S extends SearchState, T>({ path, screen, store, viewer, run }: AddressSearchOptions<S, T>): AddressSearch<S, T> {
  const query = useSearch();
  const [, setLocation] = useLocation();
  const state = useMemo(() => screen.parse(query), [screen, query]);
  const traversals = useHistoryTraversals();
  const runRef = useRef(run);
  runRef.current = run;

  // Search on arrival, whenever the store does not answer the address's search, and after each Back or Forward,
  // once it is known who is looking. `searchedAt` is the traversal count of the latest search this screen ran.
  const searchedAt = useRef<number | null>(null);
  const isReady = viewer !== null;
  const needed = needsSearch(store, state);
  // The store's search is on its way or answered (not failed, not cleared by a sign-in).
  const underway = store.status === "loading" || store.status === "loaded";
  // The filters are a new object on each parse: their address text decides whether they changed.
  const { searchTerms, pageNumber, pageSize, filters } = state;
  const filtersText = JSON.stringify(filters);
  const filtersRef = useRef(filters);
  filtersRef.current = filters;
  useEffect(() => {
    if (!isReady) return;
    if (!needed && searchedAt.current === traversals) return;
    const arriving = searchedAt.current === null;
    searchedAt.current = traversals;
    const search = { searchTerms, pageNumber, pageSize, filters: filtersRef.current };
    // On arrival, the search the portal asked for at start-up (first-search.ts), if it is this one and the store
    // holds it still, is not asked again.
    if (arriving && takeStartedSearch(path, search) && !needed && underway) return;
    void runRef.current(search);
  }, [isReady, needed, underway, traversals, path, searchTerms, pageNumber, pageSize, filtersText]);

  // The search of the page in the store, so a reload of the same search keeps it on screen meanwhile.
  const lastLoaded = useRef<SearchState | null>(null);
  if (store.status === "loaded") lastLoaded.current = store.state;
  const view = isReady ? resultsViewOf(store, state, lastLoaded.current) : ({ status: "loading" } as const);

  const addressOfState = (next: S) => addressOf(path, screen.serialize(next));
  const navigate = (next: S, options?: { replace?: boolean }) => {
    const to = addressOfState(next);
    // The same address again is not a new entry (pressing Search twice).
    const replace = options?.replace === true || to === addressOf(path, new URLSearchParams(query));
    setLocation(to, { replace });
  };
  return {
    state,
    view,
    addressOf: addressOfState,
    addressOfPage: (pageNumber) => addressOfState(screen.withPage(state, pageNumber)),
    addressOfTerms: (terms) => addressOfState(screen.withTerms(state, terms)),
    clearAddress: path,
    navigate,
    searchFor: (terms) => {
      const next = screen.withTerms(state, terms);
      navigate(next);
      // Asking the same again refreshes the results (the effect only runs a search the store does not answer).
      if (isReady && !needsSearch(store, next) && sameSearch(next, state)) void runRef.current(next);
    },
    filterBy: (name, values) => navigate(screen.withFilter(state, name, values)),
    addressWithoutFilters: addressOfState(screen.withoutFilters(state)),
    clearFilters: () => navigate(screen.withoutFilters(state)),
    retry: () => void runRef.current(state),
  };
}
