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
} from "../domain/search/search-state.ts";
export type { SearchName, SearchQueryInput, SearchState, SelectableSearchState } from "../domain/search/search-state.ts";
export { searchScreen } from "../domain/search/search-screen.ts";
export type { SearchScreen, SearchScreenOptions } from "../domain/search/search-screen.ts";
export { selectableSearchScreen } from "../domain/search/selectable-screen.ts";
export type { SelectableSearchScreen, SelectableSearchScreenOptions } from "../domain/search/selectable-screen.ts";
export {
  SEARCH_PAGE_SIZES,
  businessSearchQuery,
  ictProjectSearchQuery,
  jobSearchQuery,
  talentSearchQuery,
} from "../domain/search/screens.ts";
export type { BusinessSearchState, IctProjectSearchState, JobSearchState, TalentSearchState } from "../domain/search/screens.ts";

// Which result is selected (pure): by id, or by position for an anonymous user or a Talent on the talent search
export {
  activeItem,
  activeKeyOf,
  namedIndex,
  searchViewerOf,
  selectionAfterLoad,
  talentActiveBy,
  withActive,
} from "../domain/search/selection.ts";
export type { ActiveBy, Keyed, SearchViewer, SelectionAfterLoad } from "../domain/search/selection.ts";

// The pager (pure)
export { groupDigits, pageList, showingText, shownRange } from "../domain/search/paging.ts";
export type { PageListEntry, PageListOptions, ShownRange } from "../domain/search/paging.ts";

// One page of results, as every search answers it
export type {
  BusinessSearchItem,
  BusinessSearchPage,
  IctProjectSearchItem,
  IctProjectSearchPage,
  JobSearchItem,
  JobSearchPage,
  PageInfo,
  SearchPage,
  TalentSearchItem,
  TalentSearchPage,
} from "../domain/model.ts";

// Queries: each appends v1.SearchStarted, then v1.<X>SearchLoaded (or v1.SearchFailed)
export { searchTalents } from "../queries/search/talents.ts";
export { searchBusinesses } from "../queries/search/businesses.ts";
export { searchJobVacancies } from "../queries/search/job-vacancies.ts";
export { searchIctProjects } from "../queries/search/ict-projects.ts";

// Stores: core.stores.talentSearch | businessSearch | jobSearch | ictProjectSearch
export {
  businessSearchReducer,
  ictProjectSearchReducer,
  initialSearchStoreState,
  jobSearchReducer,
  needsSearch,
  talentSearchReducer,
} from "../stores/search.ts";
export type {
  BusinessSearchStoreState,
  IctProjectSearchStoreState,
  JobSearchStoreState,
  SearchStoreState,
  TalentSearchStoreState,
} from "../stores/search.ts";
