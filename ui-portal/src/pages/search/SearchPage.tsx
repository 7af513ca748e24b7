// One search page for every kind of search, driven by its description (search-kind.ts): it reads the address
// (use-address-search.ts), runs the kind's query through the core, keeps the selection in the address or on the
// page, and hands all of it to the shared SearchScreen. It holds no kind's words, rules or fetch calls.
import type { ReactNode } from "react";
import { useSignals } from "@preact/signals-react/runtime";
import type { CommonData, Keyed, SearchScreen as CoreSearchScreen, SearchState, SelectableSearchScreen } from "@ictm/core";
import { useCore } from "@ictm/ui-kit";
import { useReferenceData } from "../../app/member-data.ts";
import type { SearchKind } from "./search-kind.ts";
import { SearchScreen } from "./SearchScreen.tsx";
import { useAddressSearch, type AddressSearchOptions } from "./use-address-search.ts";
import { useAddressSelection } from "./use-address-selection.ts";
import { usePageSelection } from "./use-page-selection.ts";
import { useSearchViewer } from "./use-search-viewer.ts";

/** The page component of one kind of search (a component of its own, so that each route mounts afresh). */
export function searchPage<T extends Keyed>(kind: SearchKind<T>): () => ReactNode {
  return function KindSearchPage() {
    useSignals();
    const core = useCore();
    const viewer = useSearchViewer();
    const lists = useReferenceData({ ask: kind.usesReferenceLists === true }).commonData;
    const searching = { path: kind.path, store: kind.store(core.stores), viewer, run: (state: SearchState) => core.run(kind.query(state)) };
    const { screen } = kind;
    return isSelectable(screen) ? (
      <SelectedInAddress kind={kind} screen={screen} searching={searching} lists={lists} />
    ) : (
      <SelectedOnPage kind={kind} screen={screen} searching={searching} lists={lists} />
    );
  };
}

interface KindProps<T extends Keyed, Screen> {
  kind: SearchKind<T>;
  screen: Screen;
  searching: Omit<AddressSearchOptions<SearchState, T>, "screen">;
  lists: CommonData | null;
}

/** Talents, businesses, jobs: the address names the selected result. */
function SelectedInAddress<T extends Keyed>({ kind, screen, searching, lists }: KindProps<T, SelectableSearchScreen>) {
  const search = useAddressSearch({ ...searching, screen });
  const selection = useAddressSelection(screen, search, searching.viewer);
  return <SearchScreen kind={kind} search={search} selection={selection} context={{ lists, returnTo: search.addressOf(search.state) }} />;
}

/** ICT projects: the address holds the search only; the page keeps the selection. */
function SelectedOnPage<T extends Keyed>({ kind, screen, searching, lists }: KindProps<T, CoreSearchScreen<SearchState>>) {
  const search = useAddressSearch({ ...searching, screen });
  const selection = usePageSelection(search.view.status === "shown" ? search.view.page : null);
  return <SearchScreen kind={kind} search={search} selection={selection} context={{ lists, returnTo: search.addressOf(search.state) }} />;
}

const isSelectable = (screen: SelectableSearchScreen | CoreSearchScreen<SearchState>): screen is SelectableSearchScreen => "activeParam" in screen;
