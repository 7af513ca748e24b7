// The front door's search room (issue 5): address-query rules, selection, paging, the search queries and stores.
// Re-exports only (index.ts re-exports this whole file); keep these names stable as in index.ts.

// The address query of each search screen (pure): parse any query, serialize to the shortest one
export {
  FIRST_PAGE,
  MAX_PAGE_NUMBER,
  MAX_PAGE_SIZE,
  clampPageNumber,
  isValidSearch,
  normalizeSearch,
  readPageNumber,
  readPageSize,
  sameSearch,
} from "../search/search-state.ts";
export type { SearchName, SearchQueryInput, SearchRequest, SearchState, SelectableSearchState } from "../search/search-state.ts";

// The filters (issue 16, pure): which each search offers, reading them from the address, the badge count, facets
export {
  EXPERIENCE_BANDS,
  MONTHLY_PAY_FACTORS,
  NO_FILTERS,
  SEARCH_FILTERS,
  cleanFilters,
  experienceBandOf,
  facetCount,
  filterQueryOf,
  filtersInUse,
  isValidFilters,
  monthlyPay,
  readFilterValues,
  readFilters,
  sameFilters,
  withFilterValues,
} from "../search/filters.ts";
export type { ExperienceBand, FilterDefinition, FilterQuery, SearchFilters } from "../search/filters.ts";
export { searchScreen } from "../search/search-screen.ts";
export type { SearchScreen, SearchScreenOptions } from "../search/search-screen.ts";
export { selectableSearchScreen } from "../search/selectable-screen.ts";
export type { SelectableSearchScreen, SelectableSearchScreenOptions } from "../search/selectable-screen.ts";
export {
  SEARCH_PAGE_SIZES,
  businessSearchQuery,
  ictProjectSearchQuery,
  jobSearchQuery,
  talentSearchQuery,
} from "../search/screens.ts";
export type { BusinessSearchState, IctProjectSearchState, JobSearchState, TalentSearchState } from "../search/screens.ts";

// Which result is selected (pure): by id, or by position for an anonymous user or a Talent on the talent search
export {
  activeItem,
  activeKeyOf,
  namedIndex,
  searchViewerOf,
  selectionAfterLoad,
  talentActiveBy,
  withActive,
} from "../search/selection.ts";
export type { ActiveBy, Keyed, SearchViewer, SelectionAfterLoad } from "../search/selection.ts";

// The pager (pure)
export { countText, groupDigits, pageList, resultsText, SEARCH_COUNT_LIMIT, searchCount, showingText, shownRange, type ResultNoun } from "../search/paging.ts";
export type { PageListEntry, PageListOptions, ShownRange } from "../search/paging.ts";

// One page of results, as every search answers it
export type {
  BusinessSearchFacets,
  BusinessSearchItem,
  BusinessSearchPage,
  FacetedSearchPage,
  IctProjectSearchItem,
  IctProjectSearchPage,
  JobSearchFacets,
  JobSearchItem,
  JobSearchPage,
  PageInfo,
  SearchFacet,
  SearchPage,
  TalentSearchFacets,
  TalentSearchItem,
  TalentSearchPage,
} from "../model.ts";

// Queries: each appends v1.SearchStarted, then v1.<X>SearchLoaded (or v1.SearchFailed)
export { searchTalents } from "../search/search-talents.ts";
export { searchBusinesses } from "../search/search-businesses.ts";
export { searchJobVacancies } from "../search/search-job-vacancies.ts";
export { searchIctProjects } from "../search/search-ict-projects.ts";

// Stores: core.stores.talentSearch | businessSearch | jobSearch | ictProjectSearch
export { needsSearch } from "../search/search-stores.ts";
export type {
  BusinessSearchStoreState,
  IctProjectSearchStoreState,
  JobSearchStoreState,
  SearchStoreState,
  TalentSearchStoreState,
} from "../search/search-stores.ts";
