// The address-query state every search screen shares, and the readers of its parameters.
// Pure: no router and no window.location; a malformed value reads as the default, never as an error.
import { NO_FILTERS, cleanFilters, isValidFilters, sameFilters, type SearchFilters } from "./filters.ts";
import { MAX_PAGE_SIZE } from "./paging.ts";

/** The searches the portal offers. */
export type SearchName = "talents" | "businesses" | "jobVacancies" | "ictProjects" | "courses";

/**
 * What a search asks the server: the terms ("" for everything), the page from 1, its size (1 to 100), and the
 * filters in use (NO_FILTERS when none; see filters.ts). Every screen's `parse` and `with…` give all four.
 */
export interface SearchState {
  readonly searchTerms: string;
  readonly pageNumber: number;
  readonly pageSize: number;
  readonly filters: SearchFilters;
}

/** What a search query takes: a state whose filters may be left out (none). */
export type SearchRequest = Omit<SearchState, "filters"> & { readonly filters?: SearchFilters };

/** A search screen whose address also names the selected item: its key, or for some viewers its position. */
export interface SelectableSearchState extends SearchState {
  /** Null when the address names none: the first result is then the selected one. */
  readonly activeId: string | null;
}

/** The address query as the router hands it over: `location.search` ("?a=1" or "a=1"), or a URLSearchParams. */
export type SearchQueryInput = URLSearchParams | string;

export const FIRST_PAGE = 1;
/** The server counts a larger page size as 100; the address does the same (one constant, in paging.ts). */
export { MAX_PAGE_SIZE };
/** The contract's highest page number. */
export const MAX_PAGE_NUMBER = 100_000;

export const queryParamsOf = (query: SearchQueryInput): URLSearchParams =>
  typeof query === "string" ? new URLSearchParams(query) : query;

/** Whether two states ask the server the same thing, filters included (the selection does not count). */
export const sameSearch = (a: SearchRequest, b: SearchRequest): boolean =>
  a.searchTerms === b.searchTerms &&
  a.pageNumber === b.pageNumber &&
  a.pageSize === b.pageSize &&
  sameFilters(a.filters ?? NO_FILTERS, b.filters ?? NO_FILTERS);

/** Digits only ("2", " 2 ", "007"); anything else ("abc", "-3", "2.5", "1e3", "") is no number. */
export const readCount = (raw: string | null): number | null => {
  const text = raw?.trim() ?? "";
  return /^\d+$/.test(text) ? Number(text) : null;
};

/** "abc", "0", "-3" and a missing value read as the first page; beyond the contract's last page, its last page. */
export const readPageNumber = (raw: string | null): number => {
  const page = readCount(raw);
  if (page === null || page < FIRST_PAGE) return FIRST_PAGE;
  return Math.min(page, MAX_PAGE_NUMBER);
};

/** No number, or 0, reads as the screen's default; over 100 reads as 100. */
export const readPageSize = (raw: string | null, fallback: number): number => {
  const size = readCount(raw);
  if (size === null || size < 1) return fallback;
  return Math.min(size, MAX_PAGE_SIZE);
};

/** Terms without surrounding blanks; none at all is "" (every result, newest first). */
export const readTerms = (raw: string | null): string => raw?.trim() ?? "";

/** A selection names something; blanks name nothing. */
export const readActive = (raw: string | null): string | null => {
  const text = raw?.trim() ?? "";
  return text === "" ? null : text;
};

/** A page number as the address would read it: whole, from 1, at most the contract's last page. */
export const clampPageNumber = (pageNumber: number): number =>
  Number.isNaN(pageNumber) ? FIRST_PAGE : Math.min(Math.max(Math.trunc(pageNumber), FIRST_PAGE), MAX_PAGE_NUMBER);

/**
 * The search a state asks for, read as its address would be: what a search call sends and its events record.
 * With `search`, its filters are cleaned as that screen's address would read them; without, kept as they are.
 */
export const normalizeSearch = (state: SearchRequest, defaultPageSize: number, search?: SearchName): SearchState => ({
  searchTerms: readTerms(state.searchTerms),
  pageNumber: clampPageNumber(state.pageNumber),
  pageSize:
    Number.isInteger(state.pageSize) && state.pageSize >= 1 ? Math.min(state.pageSize, MAX_PAGE_SIZE) : defaultPageSize,
  filters: search === undefined ? (state.filters ?? NO_FILTERS) : cleanFilters(search, state.filters ?? NO_FILTERS),
});

/**
 * A state `parse` could have given: trimmed, well-formed terms; whole page numbers and sizes within bounds; with
 * `search`, also filters exactly as that screen's address reads them.
 */
export const isValidSearch = (state: SearchState, search?: SearchName): boolean =>
  (search === undefined || isValidFilters(search, state.filters)) &&
  state.searchTerms === state.searchTerms.trim() &&
  state.searchTerms.isWellFormed() &&
  Number.isInteger(state.pageNumber) &&
  state.pageNumber >= FIRST_PAGE &&
  state.pageNumber <= MAX_PAGE_NUMBER &&
  Number.isInteger(state.pageSize) &&
  state.pageSize >= 1 &&
  state.pageSize <= MAX_PAGE_SIZE;
