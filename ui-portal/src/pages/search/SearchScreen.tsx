// The frame every search screen shares (UI.md "Lists and search"): the h1, a search field with its "Search"
// button, the count ("Showing 11–20 of 1,234"), the results list named "Results" with the pager ("Pages") under
// it, and the selected result's detail beside it (under it on small screens, where selecting moves to it).
// Skeletons while loading, an empty state that says what to do next, a failure with "Try again".
import { useEffect, useId, useRef, type ReactNode } from "react";
import { pageList, showingText, type Keyed, type SearchState } from "@ictm/core";
import {
  Button,
  Container,
  EmptyState,
  Link,
  ListDetailLayout,
  media,
  PageHeader,
  Pager,
  ResultItem,
  ResultList,
  SearchBar,
  Skeleton,
} from "@ictm/ui-kit";
import { PortalFrame } from "../../app/PortalFrame.tsx";
import { usePageTitle } from "../../app/router.tsx";
import type { AddressSearch } from "./use-address-search.ts";
import type { Selection } from "./use-address-selection.ts";
import * as styles from "./SearchScreen.css.ts";

/** How one result reads in the list. */
export interface ResultSummary {
  title: string;
  media?: ReactNode;
  badge?: ReactNode;
  lines: ReactNode;
}

export interface SearchWords {
  /** Names the search landmark: "Search talents". */
  landmark: string;
  placeholder: string;
  /** Under the field: what the words are looked for in. */
  hint: string;
  /** When nothing at all is there to find. */
  noneYet: { heading: string; text: string };
  /** When the terms find nothing. */
  noMatch: (terms: string) => { heading: string; text: string };
  /** The link back to every result: "Show all talents". */
  showAll: string;
}

export interface SearchScreenProps<S extends SearchState, T extends Keyed> {
  title: string;
  lead: string;
  words: SearchWords;
  search: AddressSearch<S, T>;
  selection: Selection<T>;
  summary: (item: T) => ResultSummary;
  /** The selected result's detail; its h2 carries `headingId`, which names the detail region. */
  detail: (item: T, headingId: string) => ReactNode;
}

export function SearchScreen<S extends SearchState, T extends Keyed>({ title, lead, words, search, selection, summary, detail }: SearchScreenProps<S, T>) {
  const { state, view } = search;
  usePageTitle(pageTitle(title, state));
  const detailRef = useRef<HTMLElement>(null);
  const listColumn = useRef<HTMLDivElement>(null);
  const headingId = useId();
  const active = selection.active;

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
        {view.status === "shown" ? showingText(view.page) : view.status === "loading" ? "Loading results…" : ""}
      </p>
      <Results
        search={search}
        selection={selection}
        summary={summary}
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
          {detail(active, headingId)}
        </div>
      </section>
    ) : null;

  return (
    <PortalFrame>
      <Container>
        <PageHeader title={title} lead={lead} />
        <div className={styles.searchRow}>
          <SearchBar landmarkLabel={words.landmark} value={state.searchTerms} onSearch={search.searchFor} placeholder={words.placeholder} description={words.hint} />
        </div>
        <ListDetailLayout list={list} detail={detailPanel} />
      </Container>
    </PortalFrame>
  );
}

interface ResultsProps<S extends SearchState, T extends Keyed> {
  search: AddressSearch<S, T>;
  selection: Selection<T>;
  summary: (item: T) => ResultSummary;
  words: SearchWords;
  onSelect: (item: T) => void;
  onPage: () => void;
}

function Results<S extends SearchState, T extends Keyed>({ search, selection, summary, words, onSelect, onPage }: ResultsProps<S, T>) {
  const { state, view } = search;
  switch (view.status) {
    case "loading":
      return <ListSkeleton />;
    case "failed":
      return (
        <div role="alert" className={styles.failure}>
          <h2 className={styles.failureHeading}>We could not load the results</h2>
          <p>{view.message}</p>
          <p className={styles.muted}>Check your connection and try again.</p>
          <div>
            <Button variant="secondary" onPress={search.retry}>
              Try again
            </Button>
          </div>
        </div>
      );
    case "shown": {
      const { page } = view;
      if (page.count === 0) {
        const empty = state.searchTerms === "" ? words.noneYet : words.noMatch(state.searchTerms);
        return (
          <EmptyState
            heading={empty.heading}
            action={
              state.searchTerms === "" ? undefined : (
                <Link appearance="button-secondary" href={search.clearAddress}>
                  {words.showAll}
                </Link>
              )
            }
          >
            {empty.text}
          </EmptyState>
        );
      }
      if (page.items.length === 0) {
        return (
          <EmptyState
            heading={`There is no page ${state.pageNumber}`}
            action={
              <Link appearance="button-secondary" href={search.addressOfPage(1)}>
                Go to the first page
              </Link>
            }
          >
            {`These results fill ${page.totalPages} ${page.totalPages === 1 ? "page" : "pages"}.`}
          </EmptyState>
        );
      }
      return (
        <>
          <ResultList isBusy={view.isRefreshing}>
            {page.items.map((item, index) => {
              const { title, media: picture, badge, lines } = summary(item);
              return (
                <ResultItem
                  key={item.key}
                  title={title}
                  media={picture}
                  badge={badge}
                  isSelected={selection.active?.key === item.key}
                  href={selection.hrefOf?.(item, index)}
                  onSelect={() => onSelect(item)}
                >
                  {lines}
                </ResultItem>
              );
            })}
          </ResultList>
          {page.totalPages > 1 ? (
            <Pager pageNumber={state.pageNumber} totalPages={page.totalPages} entries={pageList(state.pageNumber, page.totalPages)} hrefOf={search.addressOfPage} onNavigate={onPage} />
          ) : null}
        </>
      );
    }
  }
}

function ListSkeleton() {
  return (
    <div aria-hidden="true" className={styles.skeletonList}>
      {[0, 1, 2, 3, 4].map((row) => (
        <div key={row} className={styles.skeletonItem}>
          <Skeleton width="40px" height="40px" radius="50%" />
          <div className={styles.skeletonLines}>
            <Skeleton width="55%" height="1.1rem" />
            <Skeleton width="80%" />
            <Skeleton width="40%" />
          </div>
        </div>
      ))}
    </div>
  );
}

function DetailSkeleton() {
  return (
    <div aria-hidden="true" className={styles.detail}>
      <div className={styles.detailBody}>
        <Skeleton width="64px" height="64px" radius="50%" />
        <Skeleton width="60%" height="1.75rem" />
        <Skeleton width="85%" />
        <Skeleton height="6rem" />
      </div>
    </div>
  );
}

/** "Find ICT talent", "Find ICT talent: “java”, page 2". */
function pageTitle(title: string, state: SearchState): string {
  const terms = state.searchTerms === "" ? "" : `: “${state.searchTerms}”`;
  const page = state.pageNumber > 1 ? `, page ${state.pageNumber}` : "";
  return `${title}${terms}${page}`;
}
