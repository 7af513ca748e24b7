// One search screen's address-query rules: parse any query into a valid state, write a state back as the shortest
// query that reads the same. Pure; the UI does the navigating (a push when the selection changes).
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
  /** A new search: back to the first page, nothing selected. */
  withTerms(state: S, searchTerms: string): S;
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
  const defaults: SearchState = { searchTerms: "", pageNumber: FIRST_PAGE, pageSize: options.pageSize };
  return {
    name: options.name,
    defaults,
    parse: (query) => readSearch(queryParamsOf(query), options),
    serialize: (state) => writeSearch(state, defaults),
    isValid: isValidSearch,
    withTerms: (state, searchTerms) => ({ ...state, searchTerms: readTerms(searchTerms), pageNumber: FIRST_PAGE }),
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
  };
};

export const writeSearch = (state: SearchState, defaults: SearchState): URLSearchParams => {
  const params = new URLSearchParams();
  if (state.searchTerms !== defaults.searchTerms) params.append("searchTerms", state.searchTerms);
  if (state.pageNumber !== defaults.pageNumber) params.append("pageNumber", String(state.pageNumber));
  if (state.pageSize !== defaults.pageSize) params.append("pageSize", String(state.pageSize));
  return params;
};
