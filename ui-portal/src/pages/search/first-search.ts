// Each search screen's core parts (its path, the core's screen that reads its address, the core's query), and the
// first search (with the reference lists its results name) asked for at start-up when the portal opens on a search
// screen: once the saved sessions are restored
// and it is known who is looking (use-search-viewer.ts), beside the page's code, instead of after the page's first
// render (about 0.3 s later on a mid-range phone; issue 17). The screen takes that search on arrival rather than
// asking again (use-address-search.ts). No React here: the entry imports it (main.tsx).
import {
  businessSearchQuery,
  courseSearchQuery,
  ictProjectSearchQuery,
  jobSearchQuery,
  loadCommonData,
  sameSearch,
  searchBusinesses,
  searchIctProjects,
  searchJobVacancies,
  searchTalents,
  searchTrainingCourses,
  talentSearchQuery,
  type Core,
  type SearchState,
  type SelectableSearchScreen,
} from "@ictm/core";
import { startUpLoad, type StoreQuery } from "@ictm/ui-kit";
import { paths } from "../../app/paths.ts";
import { searchViewerIn } from "./use-search-viewer.ts";

export interface SearchParts {
  /** The screen's path ("/talents"). */
  readonly path: string;
  /**
   * The core's address rules of this search: page size, filters (its `name` says which) and the selected result,
   * which the address names.
   */
  readonly screen: SelectableSearchScreen;
  /** The core's query of this search. */
  readonly query: (state: SearchState) => StoreQuery;
  /** The result lines name reference items (districts, employment types): the lists load with the page. */
  readonly usesReferenceLists?: boolean;
}

export const searchParts = {
  talents: { path: paths.talentSearch, screen: talentSearchQuery, query: searchTalents, usesReferenceLists: true },
  businesses: { path: paths.businessSearch, screen: businessSearchQuery, query: searchBusinesses },
  jobs: { path: paths.jobSearch, screen: jobSearchQuery, query: searchJobVacancies, usesReferenceLists: true },
  ictProjects: { path: paths.ictProjectSearch, screen: ictProjectSearchQuery, query: searchIctProjects },
  courses: { path: paths.courseSearch, screen: courseSearchQuery, query: searchTrainingCourses, usesReferenceLists: true },
} as const satisfies Record<string, SearchParts>;

/** The screen and search asked for at start-up. */
const firstSearch = startUpLoad<{ path: string; state: SearchState }>((started, wanted) => started.path === wanted.path && sameSearch(started.state, wanted.state));

/** Asks for the search of the address the portal opened on, if it is a search screen and it is known who is looking. */
export function startFirstSearch(core: Core, path: string, query: string): void {
  const parts = Object.values<SearchParts>(searchParts).find((candidate) => candidate.path === path);
  if (parts === undefined || searchViewerIn(core.stores) === null) return;
  const state = parts.screen.parse(query.startsWith("?") ? query.slice(1) : query);
  firstSearch.start({ path, state });
  void core.run(parts.query(state));
  // The page asks for the lists only when nobody has yet (member-data.ts): these are they.
  if (parts.usesReferenceLists === true && core.stores.referenceData.value.status === "idle") void core.run(loadCommonData());
}

/** Whether this screen's search was asked for at start-up and not taken yet; taking it forgets it. */
export const takeStartedSearch = (path: string, state: SearchState): boolean => firstSearch.take({ path, state });
