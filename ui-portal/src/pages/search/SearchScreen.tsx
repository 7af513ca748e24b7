// The frame every search screen shares (UI.md "Lists and search"): the h1, a search field with its "Search"
// button, the filter bar of a search with filters (filters/FilterBar.tsx), the count ("Showing 11–20 of 1,234"), the results list named "Results" with the pager ("Pages") under
// it (SearchResults.tsx), and the selected result's detail beside it (under it on small screens, where selecting
// moves to it), with a skeleton while loading. It knows no kind of search: the kind's description says the words.
import { Fragment, useEffect, useId, useRef } from "react";
import { showingText, type Keyed, type SearchState } from "@ictm/core";
import { Button, Container, Link, ListDetailLayout, media, PageHeader, SearchBar, Skeleton } from "@ictm/ui-kit";
import { usePageTitle } from "../../app/router.tsx";
import { FilterBar } from "./filters/FilterBar.tsx";
import type { FilterFacets } from "./filters/filter-words.ts";
import type { ResultContext, SearchKind } from "./search-kind.ts";
import { DetailSkeletonBody } from "./lazy-detail.tsx";
import { Results } from "./SearchResults.tsx";
import type { AddressSearch } from "./use-address-search.ts";
import type { Selection } from "./use-address-selection.ts";
import * as styles from "./SearchScreen.css.ts";

export interface SearchScreenProps<S extends SearchState, T extends Keyed> {
  /** The kind's title, lead, words and renderers. */
  kind: SearchKind<T>;
  search: AddressSearch<S, T>;
  selection: Selection<T>;
  context: ResultContext;
}

export function SearchScreen<S extends SearchState, T extends Keyed>({ kind, search, selection, context }: SearchScreenProps<S, T>) {
  const { title, lead, words } = kind;
  const { state, view } = search;
  usePageTitle(pageTitle(title, state));
  const detailRef = useRef<HTMLElement>(null);
  const listColumn = useRef<HTMLDivElement>(null);
  const headingId = useId();
  const active = selection.active;

  // The counts beside the filters: the latest page's, kept while the next one loads (the bar does not flicker).
  const lastFacets = useRef<FilterFacets | null>(null);
  if (view.status === "shown") lastFacets.current = view.page.facets ?? null;

  // The detail's code (lazy, lazy-detail.tsx) starts loading once there are results to pick from.
  const hasResults = view.status === "shown" && view.page.items.length > 0;
  useEffect(() => {
    if (hasResults) kind.preloadDetail?.();
  }, [hasResults, kind]);

  // After a person pages, the first result of the new page takes the focus (the pager has gone meanwhile).
  const focusListOnLoad = useRef(false);
  const settled = view.status === "shown" && !view.isRefreshing ? view.page : null;
  useEffect(() => {
    if (!focusListOnLoad.current || settled === null) return;
    focusListOnLoad.current = false;
    listColumn.current?.scrollIntoView({ block: "start" });
    listColumn.current?.querySelector<HTMLElement>("[data-result-target]")?.focus({ preventScroll: true });
  }, [settled]);

  // On a small screen the detail is under the list: selecting moves there (on a wide one it is already in sight).
  const showDetail = () => {
    requestAnimationFrame(() => {
      if (window.matchMedia(media.lg).matches) return;
      detailRef.current?.focus({ preventScroll: true });
      detailRef.current?.scrollIntoView({ block: "start" });
    });
  };
  const backToList = () => {
    const target = listColumn.current?.querySelector<HTMLElement>('[data-result-target][aria-current="true"]');
    target?.focus({ preventScroll: true });
    target?.closest("li")?.scrollIntoView({ block: "center" });
  };

  const list = (
    <div ref={listColumn} className={styles.listColumn}>
      <p role="status" className={styles.showing}>
        {view.status === "shown" ? showingText(view.page, words.noun) : view.status === "loading" ? "Loading results…" : ""}
      </p>
      <Results
        search={search}
        selection={selection}
        summary={(item) => kind.summary(item, context)}
        words={words}
        onSelect={(item) => {
          selection.select?.(item);
          showDetail();
        }}
        onPage={() => {
          focusListOnLoad.current = true;
        }}
      />
    </div>
  );

  const detailPanel =
    view.status === "loading" ? (
      <DetailSkeleton />
    ) : view.status === "shown" && active !== null ? (
      <section ref={detailRef} tabIndex={-1} aria-labelledby={headingId} className={styles.detail}>
        <Button variant="quiet" size="small" className={styles.backToList} onPress={backToList}>
          Back to the results
        </Button>
        <div key={active.key} className={styles.detailBody}>
          {kind.detail(active, headingId, context)}
        </div>
      </section>
    ) : null;

  return (
    <Container>
      <PageHeader title={title} lead={lead} />
      <div className={styles.searchRow}>
        <SearchBar landmarkLabel={words.landmark} value={state.searchTerms} onSearch={search.searchFor} placeholder={words.placeholder} description={words.hint} />
      </div>
      <FilterBar
        search={kind.screen.name}
        filters={state.filters}
        facets={lastFacets.current}
        lists={context.lists}
        onChange={search.filterBy}
        onClear={search.clearFilters}
      />
      {view.status === "shown" ? <DidYouMean suggestions={view.page.suggestions} addressOf={search.addressOfTerms} /> : null}
      <ListDetailLayout list={list} detail={detailPanel} />
    </Container>
  );
}

/** "Did you mean typescript?": each suggestion a link to its search (a new history entry, first page). */
function DidYouMean({ suggestions, addressOf }: { suggestions: ReadonlyArray<string>; addressOf: (terms: string) => string }) {
  if (suggestions.length === 0) return null;
  return (
    <p className={styles.suggestions}>
      Did you mean{" "}
      {suggestions.map((terms, index) => (
        <Fragment key={terms}>
          {index === 0 ? "" : index === suggestions.length - 1 ? " or " : ", "}
          <Link href={addressOf(terms)}>{terms}</Link>
        </Fragment>
      ))}
      ?
    </p>
  );
}

function DetailSkeleton() {
  return (
    <div aria-hidden="true" className={styles.detail}>
      <DetailSkeletonBody />
    </div>
  );
}

/** "Find ICT talent", "Find ICT talent: “java”, page 2". */
function pageTitle(title: string, state: SearchState): string {
  const terms = state.searchTerms === "" ? "" : `: “${state.searchTerms}”`;
  const page = state.pageNumber > 1 ? `, page ${state.pageNumber}` : "";
  return `${title}${terms}${page}`;
}
