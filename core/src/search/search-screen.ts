// One search screen's address-query rules: parse any query into a valid state, write a state back as the shortest
// query that reads the same. Pure; the UI does the navigating (a push when the selection changes).
import { NO_FILTERS, appendFilters, readFilters, withFilterValues } from "./filters.ts";
import {
  FIRST_PAGE,
  clampPageNumber,
  isValidSearch,
  queryParamsOf,
  readPageNumber,
  readPageSize,
  readTerms,
  type SearchName,
  type SearchQueryInput,
  type SearchState,
} from "./search-state.ts";

export interface SearchScreen<S extends SearchState> {
  readonly name: SearchName;
  /** The state of the bare address: every result, first page, the screen's page size, nothing selected. */
  readonly defaults: S;
  /** Any query reads as a valid state; unknown parameters are ignored, malformed values read as defaults. */
  parse(query: SearchQueryInput): S;
  /** The query for `state`, leaving out every default value so addresses stay short. */
  serialize(state: S): URLSearchParams;
  /** Whether `state` is one `parse` could give. */
  isValid(state: S): boolean;
  /** A new search: back to the first page, nothing selected; the filters stay. */
  withTerms(state: S, searchTerms: string): S;
  /**
   * A new search with filter `name` (a SEARCH_FILTERS name) set to `values`, cleaned as the address would read
   * them (none removes it): back to the first page, nothing selected. The UI pushes its address, as for new terms.
   */
  withFilter(state: S, name: string, values: ReadonlyArray<string>): S;
  /** A new search with no filters: back to the first page, nothing selected. */
  withoutFilters(state: S): S;
  /** Another page (clamped as the address would be): nothing selected, so its first result will be. */
  withPage(state: S, pageNumber: number): S;
}

export interface SearchScreenOptions {
  readonly name: SearchName;
  readonly pageSize: number;
  /** Older names the terms were written under, read when `searchTerms` is absent. */
  readonly oldTermsParams?: ReadonlyArray<string>;
}

export const searchScreen = (options: SearchScreenOptions): SearchScreen<SearchState> => {
  const defaults: SearchState = { searchTerms: "", pageNumber: FIRST_PAGE, pageSize: options.pageSize, filters: NO_FILTERS };
  return {
    name: options.name,
    defaults,
    parse: (query) => readSearch(queryParamsOf(query), options),
    serialize: (state) => writeSearch(state, defaults, options.name),
    isValid: (state) => isValidSearch(state, options.name),
    withTerms: (state, searchTerms) => ({ ...state, searchTerms: readTerms(searchTerms), pageNumber: FIRST_PAGE }),
    withFilter: (state, name, values) => ({
      ...state,
      filters: withFilterValues(options.name, state.filters, name, values),
      pageNumber: FIRST_PAGE,
    }),
    withoutFilters: (state) => ({ ...state, filters: NO_FILTERS, pageNumber: FIRST_PAGE }),
    withPage: (state, pageNumber) => ({ ...state, pageNumber: clampPageNumber(pageNumber) }),
  };
};

// The first value of a repeated parameter counts, as URLSearchParams.get reads it.
export const readSearch = (params: URLSearchParams, options: SearchScreenOptions): SearchState => {
  const termsParam = ["searchTerms", ...(options.oldTermsParams ?? [])].find((name) => params.has(name)) ?? "searchTerms";
  return {
    searchTerms: readTerms(params.get(termsParam)),
    pageNumber: readPageNumber(params.get("pageNumber")),
    pageSize: readPageSize(params.get("pageSize"), options.pageSize),
    filters: readFilters(options.name, params),
  };
};

// The terms, then the filters in use (SEARCH_FILTERS order, one parameter per value), then the page.
export const writeSearch = (state: SearchState, defaults: SearchState, search: SearchName): URLSearchParams => {
  const params = new URLSearchParams();
  if (state.searchTerms !== defaults.searchTerms) params.append("searchTerms", state.searchTerms);
  appendFilters(search, state.filters, params);
  if (state.pageNumber !== defaults.pageNumber) params.append("pageNumber", String(state.pageNumber));
  if (state.pageSize !== defaults.pageSize) params.append("pageSize", String(state.pageSize));
  return params;
};
