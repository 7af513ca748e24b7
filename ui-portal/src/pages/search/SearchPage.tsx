// One search page for every kind of search, driven by its description (search-kind.ts): it reads the address
// (use-address-search.ts), runs the kind's query through the core, keeps the selection in the address, and hands
// all of it to the shared SearchScreen. It holds no kind's words, rules or fetch calls.
import type { ReactNode } from "react";
import { useSignals } from "@preact/signals-react/runtime";
import type { Keyed, SearchState } from "@ictm/core";
import { useCore } from "@ictm/ui-kit";
import { useReferenceData } from "../../app/member-data.ts";
import type { SearchKind } from "./search-kind.ts";
import { SearchScreen } from "./SearchScreen.tsx";
import { useAddressSearch } from "./use-address-search.ts";
import { useAddressSelection } from "./use-address-selection.ts";
import { useSearchViewer } from "./use-search-viewer.ts";

/** The page component of one kind of search (a component of its own, so that each route mounts afresh). */
export function searchPage<T extends Keyed>(kind: SearchKind<T>): () => ReactNode {
  return function KindSearchPage() {
    useSignals();
    const core = useCore();
    const viewer = useSearchViewer();
    const lists = useReferenceData({ ask: kind.usesReferenceLists === true }).commonData;
    const { screen } = kind;
    const search = useAddressSearch({
      path: kind.path,
      screen,
      store: kind.store(core.stores),
      viewer,
      run: (state: SearchState) => core.run(kind.query(state)),
    });
    const selection = useAddressSelection(screen, search, viewer);
    return <SearchScreen kind={kind} search={search} selection={selection} context={{ lists, returnTo: search.addressOf(search.state) }} />;
  };
}
