// The registrants screen's address is the single source of its filter (spec §2: `?searchTerms=a&searchTerms=b&
// isWithdrawn&pageNumber&pageSize`), with the search screens' history rules (use-address-search.ts): the page is
// loaded on arrival, whenever the store does not hold the address's filter, and after every Back or Forward; a new
// filter is a new history entry, the same address again is not.
import { useEffect, useMemo, useRef } from "react";
import { useSignals } from "@preact/signals-react/runtime";
import { loadCourseRegistrants, registrantsAddress, type CourseRegistrantsState, type RegistrantsFilter } from "@ictm/core";
import { useCore, useHistoryTraversals } from "@ictm/ui-kit";
import { useLocation, useSearch } from "wouter";
import { recordPath } from "../../../app/paths.ts";

export interface RegistrantsAddress {
  readonly filter: RegistrantsFilter;
  /** The store, when it holds this course's page (possibly of an earlier filter while the next one loads). */
  readonly store: CourseRegistrantsState;
  /** The store holds exactly the address's filter. */
  readonly isCurrent: boolean;
  readonly hrefOf: (filter: RegistrantsFilter) => string;
  readonly navigate: (filter: RegistrantsFilter) => void;
  readonly retry: () => void;
}

export function useRegistrantsAddress(courseId: string): RegistrantsAddress {
  useSignals();
  const core = useCore();
  const query = useSearch();
  const [, setLocation] = useLocation();
  const filter = useMemo(() => registrantsAddress.parse(query), [query]);
  const store = core.stores.courseRegistrants.value;
  const session = core.stores.session.value;
  const traversals = useHistoryTraversals();
  const isReady = session.status === "loggedIn";
  const isCurrent = store.courseId === courseId && sameFilter(store.filter, filter);
  // A failed load is not asked again by itself (the filter, the traversals or "Try again" ask again).
  const needed = !isCurrent;

  // `loadedAt` is the traversal count of the latest load this screen asked for.
  const loadedAt = useRef<number | null>(null);
  useEffect(() => {
    if (!isReady) return;
    if (!needed && loadedAt.current === traversals) return;
    loadedAt.current = traversals;
    void core.run(loadCourseRegistrants(courseId, filter));
  }, [core, isReady, needed, traversals, courseId, filter]);

  const hrefOf = (next: RegistrantsFilter) => recordPath.courseRegistrants(courseId, registrantsAddress.format(next));
  return {
    filter,
    store,
    isCurrent,
    hrefOf,
    navigate: (next) => {
      const to = hrefOf(next);
      setLocation(to, { replace: to === recordPath.courseRegistrants(courseId, new URLSearchParams(query)) });
    },
    retry: () => void core.run(loadCourseRegistrants(courseId, filter)),
  };
}

const sameFilter = (a: RegistrantsFilter, b: RegistrantsFilter): boolean =>
  a.isWithdrawn === b.isWithdrawn &&
  a.pageNumber === b.pageNumber &&
  a.pageSize === b.pageSize &&
  a.searchTerms.length === b.searchTerms.length &&
  a.searchTerms.every((term, index) => term === b.searchTerms[index]);
