// The selected result of a screen whose address names it (talents, businesses, jobs): the one the address names,
// else the first (core's `activeItem`). After every load core's `selectionAfterLoad` decides, and when the
// address must change it is REPLACED, so Back never lands on a load; a person selecting PUSHES a new entry.
import { useEffect } from "react";
import type { Keyed, SearchViewer, SelectableSearchScreen, SelectableSearchState } from "@ictm/core";
import type { AddressSearch } from "./use-address-search.ts";

export interface Selection<T> {
  active: T | null;
  /** The address that selects `item` at `index` on this page (a link's href). */
  hrefOf?: (item: T, index: number) => string;
  /** Selects without an address, when `hrefOf` is not given. */
  select?: (item: T) => void;
}

export function useAddressSelection<T extends Keyed>(
  screen: SelectableSearchScreen,
  search: AddressSearch<SelectableSearchState, T>,
  viewer: SearchViewer | null,
): Selection<T> {
  const { state, view, navigate } = search;
  const settled = view.status === "shown" && !view.isRefreshing ? view.page : null;
  useEffect(() => {
    if (viewer === null || settled === null) return;
    const after = screen.selectionAfterLoad(settled.items, state, viewer);
    if (after.changed) navigate(after.state, { replace: true });
    // `navigate` is a new function each render; the page, the address and the viewer decide.
  }, [screen, settled, state, viewer]);

  const items = view.status === "shown" ? view.page.items : [];
  const by = viewer ?? "anonymous";
  return {
    active: screen.activeItem(items, state, by),
    hrefOf: (item, index) => search.addressOf(screen.withActive(state, screen.activeKeyOf(item, index, by))),
  };
}
