// A member list screen's address (a vacancy's applicants, a course's registrants) is the single source of its filter,
// with the search screens' history rules (use-address-search.ts): the page is loaded on arrival, whenever the store
// does not hold the address's filter, and after every Back or Forward; a new filter is a new history entry, the same
// address again is not. Each screen gives core's address helper, its store, its load and its path.
import { useEffect, useMemo, useRef } from "react";
import { useSignals } from "@preact/signals-react/runtime";
import type { Core } from "@ictm/core";
import { useCore, useHistoryTraversals } from "@ictm/ui-kit";
import { useLocation, useSearch } from "wouter";

export interface MemberListAddress<Filter, Store> {
  readonly filter: Filter;
  /** The store (possibly of an earlier filter, or another record, while the next one loads). */
  readonly store: Store;
  /** The store holds exactly the address's filter for this record. */
  readonly isCurrent: boolean;
  readonly hrefOf: (filter: Filter) => string;
  readonly navigate: (filter: Filter) => void;
  readonly retry: () => void;
}

/** What one screen's list is: a module constant, so the hook's effect sees the same one on every render. */
export interface MemberListAddressOf<Filter, Store> {
  /** Core's address helper for the list's query. */
  readonly address: { readonly parse: (query: string) => Filter; readonly format: (filter: Filter) => URLSearchParams };
  /** The list's store, read from its signal (so the screen follows it). */
  readonly storeOf: (core: Core) => Store;
  /** Whether the store holds exactly `filter` for the record `id`. */
  readonly holds: (store: Store, id: string, filter: Filter) => boolean;
  readonly load: (id: string, filter: Filter) => Parameters<Core["run"]>[0];
  readonly pathOf: (id: string, query: URLSearchParams) => string;
}

export function useMemberListAddress<Filter, Store>(list: MemberListAddressOf<Filter, Store>, id: string): MemberListAddress<Filter, Store> {
  useSignals();
  const core = useCore();
  const query = useSearch();
  const [, setLocation] = useLocation();
  const filter = useMemo(() => list.address.parse(query), [list, query]);
  const store = list.storeOf(core);
  const session = core.stores.session.value;
  const traversals = useHistoryTraversals();
  const isReady = session.status === "loggedIn";
  const isCurrent = list.holds(store, id, filter);
  // A failed load is not asked again by itself (the filter, the traversals or "Try again" ask again).
  const needed = !isCurrent;

  // `loadedAt` is the traversal count of the latest load this screen asked for.
  const loadedAt = useRef<number | null>(null);
  useEffect(() => {
    if (!isReady) return;
    if (!needed && loadedAt.current === traversals) return;
    loadedAt.current = traversals;
    void core.run(list.load(id, filter));
  }, [core, list, isReady, needed, traversals, id, filter]);

  const hrefOf = (next: Filter) => list.pathOf(id, list.address.format(next));
  return {
    filter,
    store,
    isCurrent,
    hrefOf,
    navigate: (next) => {
      const to = hrefOf(next);
      setLocation(to, { replace: to === list.pathOf(id, new URLSearchParams(query)) });
    },
    retry: () => void core.run(list.load(id, filter)),
  };
}
