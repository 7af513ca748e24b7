// /expat-permits/listing/{workflowId} (approved) and /expat-permits/listing/archived/{workflowId} (archived): one
// page of a workflow's approved or archived applications, searched and paged through the address (`searchTerms`,
// `pageNumber`, `pageSize`), as the portal's search screens do: a new search or another page is a new history entry,
// the same search again and every correction of the address (a malformed value, a page past the last) replace it,
// and Back or Forward reads the address again. "Export CSV" downloads every row of the search; officers and
// administrators archive (unarchive) a row, which leaves the list at once. At …/application/{id}/{tab} the side
// panel opens over the listing (the listing stays mounted, and closing comes back to the same search and page).
import { useEffect, useMemo, useRef, useState } from "react";
import { useSignals } from "@preact/signals-react/runtime";
import {
  ARCHIVE_TEXTS,
  exportListing,
  loadApprovedApplications,
  loadArchivedApplications,
  pageList,
} from "@ictm/core";
import { Button, Container, EmptyState, Link, Pager, PageHeader, saveFile, SearchBar, Skeleton, SkeletonGroup, useCore, useHistoryTraversals, visuallyHidden } from "@ictm/ui-kit";
import { Redirect, useLocation, useParams, useRoute, useSearch } from "wouter";
import { useBackofficeFrame } from "../../app/BackofficeFrame.tsx";
import { paths } from "../../app/paths.ts";
import { usePageTitle } from "../../app/router.tsx";
import { SubNav } from "../../app/SubNav.tsx";
import { LazyApplicationPanel } from "../panel/LazyApplicationPanel.tsx";
import { panelTabIn } from "../panel/panel-tabs.ts";
import { canonicalQuery, listedApplicationAddress, listingAddress, listingQuery, readListingSearch, sameListingSearch, withPage, withTerms, type Listing, type ListingSearch } from "./listing-address.ts";
import { countText, LISTING_WORDS, SEARCH_DESCRIPTION } from "./listing-view.ts";
import { ListingTable } from "./ListingTable.tsx";
import { useArchiveToggle, type ArchiveToggle } from "./use-archive-toggle.tsx";
import * as styles from "./Listings.css.ts";

const PANEL_ROUTES: Readonly<Record<Listing, string>> = {
  approved: "/expat-permits/listing/:workflowId/application/:applicationId/:tab?",
  archived: "/expat-permits/listing/archived/:workflowId/application/:applicationId/:tab?",
};

export function ApprovedListingPage() {
  return <ListingPage listing="approved" />;
}

export function ArchivedListingPage() {
  return <ListingPage listing="archived" />;
}

function ListingPage({ listing }: { listing: Listing }) {
  useSignals();
  const core = useCore();
  const { workflowId = "" } = useParams<{ workflowId: string }>();
  const [location, navigate] = useLocation();
  const query = useSearch();
  const search = useMemo(() => readListingSearch(query), [query]);
  const [isPanel, panel] = useRoute<{ applicationId: string; tab?: string }>(PANEL_ROUTES[listing]);
  const words = LISTING_WORDS[listing];
  usePageTitle(words.title);

  const state = listing === "approved" ? core.stores.approvedListing.value : core.stores.archivedListing.value;
  const answers = sameListingSearch(state.filter, search) && state.page !== null;
  const page = answers ? state.page : null;
  const isLoading = state.status === "loading";

  // This address with another search (the panel, when open, stays open).
  const here = (next: ListingSearch) => {
    const text = listingQuery(next);
    return text === "" ? location : `${location}?${text}`;
  };

  // The address reads as what it asks for: a malformed or long-winded query is replaced by its short form.
  const canonical = canonicalQuery(query);
  useEffect(() => {
    if (canonical !== null) navigate(canonical === "" ? location : `${location}?${canonical}`, { replace: true });
  }, [canonical]);

  // Loaded on arriving, for each search and page, and again after every Back or Forward (the address is read again);
  // and once more should the store settle on another search's page (answers that crossed).
  const traversals = useHistoryTraversals();
  const load = () => core.run(listing === "approved" ? loadApprovedApplications(search) : loadArchivedApplications(search));
  const asked = listingQuery(search);
  const crossed = state.status === "loaded" && !sameListingSearch(state.filter, search);
  const lastRun = useRef<{ readonly asked: string; readonly traversals: number; readonly again: boolean } | null>(null);
  useEffect(() => {
    if (canonical !== null) return;
    const last = lastRun.current;
    const fresh = last === null || last.asked !== asked || last.traversals !== traversals;
    if (!fresh && !(crossed && !last.again)) return;
    lastRun.current = { asked, traversals, again: !fresh };
    void load();
  }, [core, listing, canonical, asked, traversals, crossed]);

  // A page past the last (typed, or emptied by archiving) shows the last one instead; a page emptied while rows
  // remain on later pages loads again, once.
  const reloadedFor = useRef<string | null>(null);
  useEffect(() => {
    if (page === null || isLoading) return;
    if (search.pageNumber > 1 && search.pageNumber > page.totalPages) {
      navigate(here(withPage(search, Math.max(page.totalPages, 1))), { replace: true });
      return;
    }
    const key = `${listingQuery(search)}|${page.count}`;
    if (page.items.length === 0 && page.count > 0 && reloadedFor.current !== key) {
      reloadedFor.current = key;
      void load();
    }
  }, [page, isLoading]);

  // After a toggle the row has gone: the focus goes to the row now in its place (once the dialog and the panel have
  // closed and given it back), or to what the list says instead.
  const tableArea = useRef<HTMLDivElement>(null);
  const askedAt = useRef(0);
  const [refocus, setRefocus] = useState<{ readonly index: number } | null>(null);
  const archiveToggle = useArchiveToggle(listing, () => {
    setRefocus({ index: askedAt.current });
    if (isPanel) navigate(listingAddress(listing, workflowId, search));
  });
  const toggle: ArchiveToggle = {
    ...archiveToggle,
    ask: (application) => {
      askedAt.current = Math.max(0, page?.items.findIndex((item) => item.id === application.id) ?? 0);
      archiveToggle.ask(application);
    },
  };
  useEffect(() => {
    if (refocus === null) return;
    const timer = setTimeout(() => {
      setRefocus(null);
      const links = tableArea.current?.querySelectorAll<HTMLElement>("[data-row-link]") ?? [];
      (links[Math.min(refocus.index, links.length - 1)] ?? tableArea.current)?.focus();
    }, 100);
    return () => clearTimeout(timer);
  }, [refocus]);

  // After a person pages, the first row of the new page takes the focus (the pager went while it loaded).
  const focusFirstRow = useRef(false);
  useEffect(() => {
    if (!focusFirstRow.current || page === null || isLoading) return;
    focusFirstRow.current = false;
    tableArea.current?.scrollIntoView({ block: "start" });
    (tableArea.current?.querySelector<HTMLElement>("[data-row-link]") ?? tableArea.current)?.focus({ preventScroll: true });
  }, [page, isLoading]);

  const [isExporting, setExporting] = useState(false);
  const exportCsv = async () => {
    setExporting(true);
    const result = await core.run(exportListing(listing, search.searchTerms));
    setExporting(false);
    if (result.ok) saveFile(new Blob([result.value.bytes], { type: result.value.contentType }), result.value.fileName);
  };

  useBackofficeFrame({ topBar: { title: words.title, back: { href: paths.board(workflowId), label: "Board" } } });
  return (
    <>
      <Container>
        <div className={styles.page}>
          <SubNav
            label="Listings"
            current={listing}
            links={[
              { key: "approved", href: paths.approvedListing(workflowId), label: "Approved" },
              { key: "archived", href: paths.archivedListing(workflowId), label: "Archived" },
            ]}
          />
          <PageHeader title={words.title} lead={words.lead} />
          <SearchBar
            landmarkLabel={words.searchLabel}
            value={search.searchTerms}
            description={SEARCH_DESCRIPTION}
            onSearch={(terms) => {
              const next = withTerms(search, terms);
              // The same search again is no new entry: it reads the list again.
              if (sameListingSearch(next, search)) void load();
              else navigate(listingAddress(listing, workflowId, next));
            }}
          />
          {/* The count is announced as it changes; with nothing listed the empty state under it says so (to the eye). */}
          <div className={page?.count === 0 ? visuallyHidden : styles.toolbar}>
            <p className={styles.count} role="status">
              {page === null ? (state.status === "failed" ? "" : "Loading…") : countText(listing, page.count, search.searchTerms)}
            </p>
            {page === null || page.count > 0 ? (
              <Button variant="secondary" size="small" isPending={isExporting} onPress={() => void exportCsv()}>
                Export CSV
              </Button>
            ) : null}
          </div>
          <div ref={tableArea} tabIndex={-1} className={styles.tableArea}>
            {page === null ? (
              state.status === "failed" ? (
                <LoadFailed onRetry={() => void load()} />
              ) : (
                <ListingSkeleton />
              )
            ) : page.count === 0 ? (
              <NoApplications listing={listing} workflowId={workflowId} search={search} />
            ) : (
              <>
                <ListingTable listing={listing} workflowId={workflowId} search={search} items={page.items} toggle={toggle} isBusy={isLoading} />
                {page.totalPages > 1 ? (
                  <div className={styles.pager}>
                    <Pager
                      label={`Pages of ${words.title.toLowerCase()}`}
                      pageNumber={search.pageNumber}
                      totalPages={page.totalPages}
                      entries={pageList(search.pageNumber, page.totalPages)}
                      hrefOf={(pageNumber) => listingAddress(listing, workflowId, withPage(search, pageNumber))}
                      onNavigate={() => (focusFirstRow.current = true)}
                    />
                  </div>
                ) : null}
              </>
            )}
          </div>
        </div>
      </Container>
      {toggle.dialog}
      {isPanel && panel.tab === undefined ? <Redirect to={listedApplicationAddress(listing, workflowId, panel.applicationId, "info", search)} replace /> : null}
      {isPanel && panel.tab !== undefined ? (
        <LazyApplicationPanel
          place={listing}
          workflowId={workflowId}
          applicationId={panel.applicationId}
          tab={panelTabIn(listing, panel.tab)}
          tabHref={(tab) => listedApplicationAddress(listing, workflowId, panel.applicationId, tab, search)}
          onClose={() => navigate(listingAddress(listing, workflowId, search))}
          archive={toggle}
        />
      ) : null}
    </>
  );
}

function LoadFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <EmptyState
      heading="We could not load the applications"
      action={
        <Button variant="secondary" onPress={onRetry}>
          Try again
        </Button>
      }
    >
      Check your connection and try again.
    </EmptyState>
  );
}

function NoApplications({ listing, workflowId, search }: { listing: Listing; workflowId: string; search: ListingSearch }) {
  if (search.searchTerms !== "") {
    return (
      <EmptyState
        heading={ARCHIVE_TEXTS.noMatch(listing, search.searchTerms)}
        action={
          <Link appearance="button-secondary" href={listingAddress(listing, workflowId, withTerms(search, ""))}>
            Clear the search
          </Link>
        }
      >
        Check the spelling, or search by fewer words: every word must match a reference, a business, or a person's name or passport number.
      </EmptyState>
    );
  }
  return (
    <EmptyState
      heading={ARCHIVE_TEXTS.empty(listing)}
      action={
        <Link appearance="button-secondary" href={listing === "approved" ? paths.board(workflowId) : paths.approvedListing(workflowId)}>
          {listing === "approved" ? "Open the board" : "Open the approved list"}
        </Link>
      }
    >
      {LISTING_WORDS[listing].emptyText}
    </EmptyState>
  );
}

function ListingSkeleton() {
  return (
    <SkeletonGroup label="Loading the applications">
      <div className={styles.tableBox}>
        <div className={styles.skeletonRows}>
          {[0, 1, 2, 3, 4].map((index) => (
            <Skeleton key={index} height="1.5rem" width={index % 2 === 0 ? "100%" : "85%"} />
          ))}
        </div>
      </div>
    </SkeletonGroup>
  );
}
