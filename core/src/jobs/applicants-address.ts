// The applicants listing's address query (`?status=submitted&status=shortlisted&pageNumber`) and the filter a load
// asks for: parse any query into a valid filter, write a filter back as the shortest query that reads the same, and
// the API's query. Pure: no router, no window.location.
import { FIRST_PAGE, MAX_PAGE_SIZE, clampPageNumber, queryParamsOf, readPageNumber, readPageSize, type SearchQueryInput } from "../search/search-state.ts";
import { APPLICANTS_PAGE_SIZE, JOB_APPLICATION_STATUSES, type JobApplicationStatus } from "./application-transitions.ts";

/** Which applicants a page holds: the statuses (none: every status), in the contract's order, and the page. */
export interface ApplicantsFilter {
  readonly statuses: ReadonlyArray<JobApplicationStatus>;
  readonly pageNumber: number;
  readonly pageSize: number;
}

export const initialApplicantsFilter: ApplicantsFilter = { statuses: [], pageNumber: FIRST_PAGE, pageSize: APPLICANTS_PAGE_SIZE };

/** The query string the listing call takes (openapi-fetch repeats an array parameter). */
export interface ApplicantsCallQuery {
  readonly status?: Array<JobApplicationStatus>;
  readonly pageNumber: number;
  readonly pageSize: number;
}

export const applicantsAddress = {
  defaults: initialApplicantsFilter,
  /** Any query reads as a valid filter; unknown statuses are dropped, malformed numbers read as the defaults. */
  parse: (query: SearchQueryInput): ApplicantsFilter => {
    const params = queryParamsOf(query);
    return {
      statuses: readStatuses(params.getAll("status")),
      pageNumber: readPageNumber(params.get("pageNumber")),
      pageSize: readPageSize(params.get("pageSize"), APPLICANTS_PAGE_SIZE),
    };
  },
  /** The shortest query for `filter`: each status once, and only what differs from the defaults. */
  format: (filter: ApplicantsFilter): URLSearchParams => {
    const params = new URLSearchParams();
    for (const status of readStatuses(filter.statuses)) params.append("status", status);
    if (filter.pageNumber !== FIRST_PAGE) params.append("pageNumber", String(filter.pageNumber));
    if (filter.pageSize !== APPLICANTS_PAGE_SIZE) params.append("pageSize", String(filter.pageSize));
    return params;
  },
  /** Another status filter: back to the first page. */
  withStatuses: (filter: ApplicantsFilter, statuses: ReadonlyArray<JobApplicationStatus>): ApplicantsFilter => ({
    ...filter,
    statuses: readStatuses(statuses),
    pageNumber: FIRST_PAGE,
  }),
  withPage: (filter: ApplicantsFilter, pageNumber: number): ApplicantsFilter => ({ ...filter, pageNumber: clampPageNumber(pageNumber) }),
};

/** The filter as a load sends it: whatever the caller passed, read as the address would read it. */
export const normalizeApplicantsFilter = (filter: Partial<ApplicantsFilter>): ApplicantsFilter => ({
  statuses: readStatuses(filter.statuses ?? []),
  pageNumber: clampPageNumber(filter.pageNumber ?? FIRST_PAGE),
  pageSize:
    filter.pageSize !== undefined && Number.isInteger(filter.pageSize) && filter.pageSize >= 1
      ? Math.min(filter.pageSize, MAX_PAGE_SIZE)
      : APPLICANTS_PAGE_SIZE,
});

export const applicantsCallQueryOf = ({ statuses, pageNumber, pageSize }: ApplicantsFilter): ApplicantsCallQuery =>
  statuses.length === 0 ? { pageNumber, pageSize } : { status: [...statuses], pageNumber, pageSize };

export const sameApplicantsFilter = (a: ApplicantsFilter, b: ApplicantsFilter): boolean =>
  a.pageNumber === b.pageNumber &&
  a.pageSize === b.pageSize &&
  a.statuses.length === b.statuses.length &&
  a.statuses.every((status, index) => status === b.statuses[index]);

/** Known statuses only, each once, in the contract's order (so two spellings of one filter are equal). */
const readStatuses = (statuses: ReadonlyArray<string>): ReadonlyArray<JobApplicationStatus> => {
  const asked = new Set(statuses.map((status) => status.trim().toLowerCase()));
  return JOB_APPLICATION_STATUSES.filter((status) => asked.has(status));
};
