// What makes one search screen differ from another (talents, businesses, jobs, ICT projects): the core's
// screen, store and query, the words, and how a result reads in the list and in the detail. Only a description:
// the behaviour (address, paging, selection, skeletons, failures) is SearchPage's and SearchScreen's, for all kinds.
import type { ReactNode } from "react";
import { formatRelativeOrAbsolute, type CommonData, type ResultNoun, type Core, type Keyed, type SearchStoreState } from "@ictm/core";
import type { SearchParts } from "./first-search.ts";
import type { ShownPage } from "./search-address.ts";

/** Its path, the core's screen and query, and whether it uses the reference lists: first-search.ts's `searchParts`. */
export interface SearchKind<T extends Keyed> extends SearchParts {
  /** The core's store of this search, read from the stores (inside a component, so it is tracked). */
  readonly store: (stores: Core["stores"]) => SearchStoreState<T, ShownPage<T>>;
  readonly title: string;
  readonly lead: string;
  readonly words: SearchWords;
  /** How one result reads in the list. */
  readonly summary: (item: T, context: ResultContext) => ResultSummary;
  /** Starts loading the detail's code (a `lazyDetail`'s preload, lazy-detail.tsx): the screen calls it once results show. */
  readonly preloadDetail?: () => void;
  /** The selected result's detail; its h2 carries `headingId`, which names the detail region. */
  readonly detail: (item: T, headingId: string, context: ResultContext) => ReactNode;
}

export interface SearchWords {
  /** Names the search landmark: "Search talents". */
  readonly landmark: string;
  /** What the results are: the count says "Showing 1–10 of 1,234 talents". */
  readonly noun: ResultNoun;
  readonly placeholder: string;
  /** Under the field: what the words are looked for in. */
  readonly hint: string;
  /** When nothing at all is there to find. */
  readonly noneYet: { readonly heading: string; readonly text: string };
  /** When the terms find nothing. */
  readonly noMatch: (terms: string) => { heading: string; text: string };
  /** The link back to every result: "Show all talents". */
  readonly showAll: string;
  /** When the filters leave nothing: "No jobs match these filters." (searches with filters only). */
  readonly noFilterMatch?: string;
}

/** How one result reads in the list. */
export interface ResultSummary {
  title: string;
  media?: ReactNode;
  badge?: ReactNode;
  lines: ReactNode;
}

/** What a result's renderers may need beyond the result. */
export interface ResultContext {
  /** The reference lists, once loaded (with `usesReferenceLists`). */
  readonly lists: CommonData | null;
  /** The address of this search as it stands (where signing in from the detail comes back to). */
  readonly returnTo: string;
}

/**
 * When a result was posted, in core's date display: relative within a week ("Posted 3 days ago"), else the date
 * ("Posted 5 Jan 2027, 3:04 PM"). `verb` names what the date is ("Posted", "Updated", "Joined").
 */
export function whenText(verb: string, at: string | null, nowMillis: number = Date.now()): string {
  const when = at === null ? "" : formatRelativeOrAbsolute(at, nowMillis, 7, "day");
  return when === "" ? "" : `${verb} ${when}`;
}
