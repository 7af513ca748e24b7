// A search screen whose address also names the selected result ("activeTalentId"), with its selection rules
// bound to the screen, so a UI asks `screen.activeItem(results, state, viewer)`. Pure.
import { readSearch, searchScreen, writeSearch, type SearchScreen, type SearchScreenOptions } from "./search-screen.ts";
import { isValidSearch, queryParamsOf, readActive, type SelectableSearchState } from "./search-state.ts";
import {
  activeItem,
  activeKeyOf,
  selectionAfterLoad,
  withActive,
  type ActiveBy,
  type Keyed,
  type SearchViewer,
  type SelectionAfterLoad,
} from "./selection.ts";

export interface SelectableSearchScreen extends SearchScreen<SelectableSearchState> {
  /** The query parameter naming the selection, e.g. "activeTalentId". */
  readonly activeParam: string;
  /** Whether this viewer's address names the selection by key or by position. */
  activeBy(viewer: SearchViewer): ActiveBy;
  /** What the address says when this viewer selects `item` at `index`: hand it to `withActive`. */
  activeKeyOf(item: Keyed, index: number, viewer: SearchViewer): string;
  /** The selected result: the one the address names, else the first; null when there are none. */
  activeItem<T extends Keyed>(results: ReadonlyArray<T>, state: SelectableSearchState, viewer: SearchViewer): T | null;
  /** After a load: the selection and the address to replace the current one with, when `changed`. */
  selectionAfterLoad<T extends Keyed>(
    results: ReadonlyArray<T>,
    state: SelectableSearchState,
    viewer: SearchViewer,
  ): SelectionAfterLoad<T>;
  /** A person selected `key`: the next state, whose address the UI pushes (a new history entry). */
  withActive(state: SelectableSearchState, key: string | null): SelectableSearchState;
}

export interface SelectableSearchScreenOptions extends SearchScreenOptions {
  readonly activeParam: string;
  readonly activeBy: (viewer: SearchViewer) => ActiveBy;
}

export const selectableSearchScreen = (options: SelectableSearchScreenOptions): SelectableSearchScreen => {
  const plain = searchScreen(options);
  const by = options.activeBy;
  return {
    name: options.name,
    activeParam: options.activeParam,
    defaults: { ...plain.defaults, activeId: null },
    parse: (query) => {
      const params = queryParamsOf(query);
      return { ...readSearch(params, options), activeId: readActive(params.get(options.activeParam)) };
    },
    serialize: (state) => {
      const params = writeSearch(state, plain.defaults, options.name);
      if (state.activeId !== null) params.append(options.activeParam, state.activeId);
      return params;
    },
    isValid: (state) => isValidSearch(state, options.name) && (state.activeId === null || isValidActive(state.activeId)),
    withTerms: (state, searchTerms) => ({ ...plain.withTerms(state, searchTerms), activeId: null }),
    withFilter: (state, name, values) => ({ ...plain.withFilter(state, name, values), activeId: null }),
    withoutFilters: (state) => ({ ...plain.withoutFilters(state), activeId: null }),
    withPage: (state, pageNumber) => ({ ...plain.withPage(state, pageNumber), activeId: null }),
    activeBy: by,
    activeKeyOf: (item, index, viewer) => activeKeyOf(item, index, by(viewer)),
    activeItem: (results, state, viewer) => activeItem(results, state, by(viewer)),
    selectionAfterLoad: (results, state, viewer) => selectionAfterLoad(results, state, by(viewer)),
    withActive,
  };
};

const isValidActive = (activeId: string): boolean => activeId.isWellFormed() && readActive(activeId) === activeId;
