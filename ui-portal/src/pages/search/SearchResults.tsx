// The results column of a search screen: the list named "Results" with the pager ("Pages") under it, skeletons
// while loading, a failure with "Try again", and the empty states that say what to do next (with filters: fewer
// filters). No selection rules here.
import { filtersInUse, pageList, showingText, type Keyed, type SearchState } from "@ictm/core";
import { Button, EmptyState, Link, Pager, ResultItem, ResultList, Skeleton } from "@ictm/ui-kit";
import type { ResultSummary, SearchWords } from "./search-kind.ts";
import type { AddressSearch } from "./use-address-search.ts";
import type { Selection } from "./use-address-selection.ts";
import * as styles from "./SearchScreen.css.ts";

export interface ResultsProps<S extends SearchState, T extends Keyed> {
  search: AddressSearch<S, T>;
  selection: Selection<T>;
  summary: (item: T) => ResultSummary;
  words: SearchWords;
  onSelect: (item: T) => void;
  onPage: () => void;
}

export function Results<S extends SearchState, T extends Keyed>({ search, selection, summary, words, onSelect, onPage }: ResultsProps<S, T>) {
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
      if (page.count === 0 && filtersInUse(state.filters) > 0) {
        // The filters leave nothing: the way out is fewer filters (the terms stay).
        return (
          <EmptyState
            heading={words.noFilterMatch ?? "No results match these filters."}
            action={
              <Link appearance="button-secondary" href={search.addressWithoutFilters}>
                Clear filters
              </Link>
            }
          >
            Remove a filter above, or clear them all.
          </EmptyState>
        );
      }
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
        // A page past the last (an old link, a hand-typed address): core's words, and a way to the last page.
        return (
          <EmptyState
            heading={showingText(page)}
            action={
              <Link appearance="button-secondary" href={search.addressOfPage(page.totalPages)}>
                Go to the last page
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
