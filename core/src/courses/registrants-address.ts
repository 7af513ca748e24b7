// The registrants listing's address query (spec §2: `?searchTerms=a&searchTerms=b&isWithdrawn&pageNumber&pageSize`)
// and the filter a load asks for: parse any query into a valid filter, write a filter back as the shortest query
// that reads the same, and the API's query and export path. Pure: no router, no window.location.
import { REGISTRANTS_PAGE_SIZE } from "./course-form.ts";
import {
  FIRST_PAGE,
  MAX_PAGE_NUMBER,
  MAX_PAGE_SIZE,
  clampPageNumber,
  queryParamsOf,
  readPageNumber,
  readPageSize,
  type SearchQueryInput,
} from "../search/search-state.ts";

/** Which registrants a page holds: every term must match; not withdrawn (enrolled and pending) or withdrawn. */
export interface RegistrantsFilter {
  /** Trimmed, none blank, in the order given. */
  readonly searchTerms: ReadonlyArray<string>;
  readonly isWithdrawn: boolean;
  readonly pageNumber: number;
  readonly pageSize: number;
}

export const initialRegistrantsFilter: RegistrantsFilter = {
  searchTerms: [],
  isWithdrawn: false,
  pageNumber: FIRST_PAGE,
  pageSize: REGISTRANTS_PAGE_SIZE,
};

/** The query string the listing call takes (openapi-fetch repeats an array parameter). */
export interface RegistrantsCallQuery {
  readonly searchTerms?: Array<string>;
  readonly isWithdrawn: boolean;
  readonly pageNumber: number;
  readonly pageSize: number;
}

export const registrantsAddress = {
  defaults: initialRegistrantsFilter,
  /** Any query reads as a valid filter; blank terms are dropped, malformed numbers read as the defaults. */
  parse: (query: SearchQueryInput): RegistrantsFilter => {
    const params = queryParamsOf(query);
    return {
      searchTerms: readTermList(params.getAll("searchTerms")),
      isWithdrawn: params.get("isWithdrawn")?.trim().toLowerCase() === "true",
      pageNumber: readPageNumber(params.get("pageNumber")),
      pageSize: readPageSize(params.get("pageSize"), REGISTRANTS_PAGE_SIZE),
    };
  },
  /** The shortest query for `filter`: each term once as `searchTerms`, and only what differs from the defaults. */
  format: (filter: RegistrantsFilter): URLSearchParams => {
    const params = new URLSearchParams();
    for (const term of filter.searchTerms) params.append("searchTerms", term);
    if (filter.isWithdrawn) params.append("isWithdrawn", "true");
    if (filter.pageNumber !== FIRST_PAGE) params.append("pageNumber", String(filter.pageNumber));
    if (filter.pageSize !== REGISTRANTS_PAGE_SIZE) params.append("pageSize", String(filter.pageSize));
    return params;
  },
  /** Whether `parse` could give `filter`. */
  isValid: (filter: RegistrantsFilter): boolean =>
    filter.searchTerms.every((term) => term !== "" && term === term.trim() && term.isWellFormed()) &&
    Number.isInteger(filter.pageNumber) &&
    filter.pageNumber >= FIRST_PAGE &&
    filter.pageNumber <= MAX_PAGE_NUMBER &&
    Number.isInteger(filter.pageSize) &&
    filter.pageSize >= 1 &&
    filter.pageSize <= MAX_PAGE_SIZE,
  /** A new search: back to the first page. */
  withTerms: (filter: RegistrantsFilter, searchTerms: ReadonlyArray<string>): RegistrantsFilter => ({
    ...filter,
    searchTerms: readTermList(searchTerms),
    pageNumber: FIRST_PAGE,
  }),
  /** The other list (the switch): back to the first page, the same terms. */
  withWithdrawn: (filter: RegistrantsFilter, isWithdrawn: boolean): RegistrantsFilter => ({ ...filter, isWithdrawn, pageNumber: FIRST_PAGE }),
  withPage: (filter: RegistrantsFilter, pageNumber: number): RegistrantsFilter => ({ ...filter, pageNumber: clampPageNumber(pageNumber) }),
};

/** The filter as a load sends it: whatever the caller passed, read as the address would read it. */
export const normalizeRegistrantsFilter = (filter: Partial<RegistrantsFilter>): RegistrantsFilter => ({
  searchTerms: readTermList(filter.searchTerms ?? []),
  isWithdrawn: filter.isWithdrawn ?? false,
  pageNumber: clampPageNumber(filter.pageNumber ?? FIRST_PAGE),
  pageSize:
    filter.pageSize !== undefined && Number.isInteger(filter.pageSize) && filter.pageSize >= 1
      ? Math.min(filter.pageSize, MAX_PAGE_SIZE)
      : REGISTRANTS_PAGE_SIZE,
});

export const registrantsCallQueryOf = ({ searchTerms, isWithdrawn, pageNumber, pageSize }: RegistrantsFilter): RegistrantsCallQuery =>
  searchTerms.length === 0 ? { isWithdrawn, pageNumber, pageSize } : { searchTerms: [...searchTerms], isWithdrawn, pageNumber, pageSize };

/**
 * The CSV download's path below the portal API's base ("/api/v1" in a browser), with the filter's terms and list
 * (no paging: the export holds every match). The call needs the member's session like any other Business call.
 */
export const registrantsExportPath = (courseId: string, filter: Pick<RegistrantsFilter, "searchTerms" | "isWithdrawn">): string => {
  const params = new URLSearchParams();
  for (const term of readTermList(filter.searchTerms)) params.append("searchTerms", term);
  if (filter.isWithdrawn) params.append("isWithdrawn", "true");
  const query = params.toString();
  const path = `/businesses/training-courses/${encodeURIComponent(courseId)}/registrants/export`;
  return query === "" ? path : `${path}?${query}`;
};

const readTermList = (terms: ReadonlyArray<string>): ReadonlyArray<string> =>
  terms.map((term) => term.trim()).filter((term) => term !== "");
