// The portal's search screens and their address parameters (spec §2, page sizes §9). Pure data and rules.
// The ICT project quirk is resolved: terms are written and read as `searchTerms`; an old `searchParams` still reads.
import { SEARCH_PAGE_SIZES } from "./paging.ts";
import { searchScreen, type SearchScreen } from "./search-screen.ts";
import type { SearchName, SearchState, SelectableSearchState } from "./search-state.ts";
import { selectableSearchScreen, type SelectableSearchScreen } from "./selectable-screen.ts";
import { talentActiveBy } from "./selection.ts";

export { SEARCH_PAGE_SIZES } from "./paging.ts";

export type TalentSearchState = SelectableSearchState;
export type BusinessSearchState = SelectableSearchState;
export type JobSearchState = SelectableSearchState;
export type IctProjectSearchState = SelectableSearchState;
export type CourseSearchState = SelectableSearchState;

/** searchTerms, pageNumber, pageSize, activeTalentId: by position for an anonymous user or a Talent, else by id. */
export const talentSearchQuery: SelectableSearchScreen = selectableSearchScreen({
  name: "talents",
  pageSize: SEARCH_PAGE_SIZES.talents,
  activeParam: "activeTalentId",
  activeBy: talentActiveBy,
});

/** searchTerms, pageNumber, pageSize, activeBusinessId (by id for everyone). */
export const businessSearchQuery: SelectableSearchScreen = selectableSearchScreen({
  name: "businesses",
  pageSize: SEARCH_PAGE_SIZES.businesses,
  activeParam: "activeBusinessId",
  activeBy: () => "id",
});

/** searchTerms, pageNumber, pageSize, activeJobId (by id for everyone). */
export const jobSearchQuery: SelectableSearchScreen = selectableSearchScreen({
  name: "jobVacancies",
  pageSize: SEARCH_PAGE_SIZES.jobVacancies,
  activeParam: "activeJobId",
  activeBy: () => "id",
});

/** searchTerms, pageNumber, pageSize, activeProjectId (by id for everyone). */
export const ictProjectSearchQuery: SelectableSearchScreen = selectableSearchScreen({
  name: "ictProjects",
  pageSize: SEARCH_PAGE_SIZES.ictProjects,
  oldTermsParams: ["searchParams"],
  activeParam: "activeProjectId",
  activeBy: () => "id",
});

/** searchTerms, pageNumber, pageSize, activeCourseId (by id for everyone). */
export const courseSearchQuery: SelectableSearchScreen = selectableSearchScreen({
  name: "courses",
  pageSize: SEARCH_PAGE_SIZES.courses,
  activeParam: "activeCourseId",
  activeBy: () => "id",
});
