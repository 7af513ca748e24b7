// The listing stores as pure folds: replaying the log (compacted or not) gives the live stores; every listing event
// survives `--events`; an archive toggle moves its row out of the list it was in (its count goes down) and into the
// other list's unfiltered first page in that list's order, without a reload; the board drops an archived card;
// the failure's words are kept; a staff sign-out clears both listings.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { boardOf, idsOf, uuidOf } from "../test-support/board-fixtures.ts";
import type { NewStoreEvent } from "../events/client-event.ts";
import { decodeEventLine, encodeEventLine } from "../events/event-lines.ts";
import { DEFAULT_WORKFLOW_ID } from "../board/work-permit-steps.ts";
import { createStores, foldEvents, initialStoreValues, makeStoreLog } from "../test-support/event-log.ts";
import { fcParameters } from "../test-support/fast-check.ts";
import { aListedApplication, aListingPage, anArchivedApplication, arbitraryListingEvent, firstPage } from "../test-support/listing-fixtures.ts";
import { PERMIT_EVENT_TYPES } from "../permits/events.ts";
import { LISTING_QUERIES, listingClientEvents, type ListingFilter } from "./client-events.ts";
import type { ListedApplication } from "./listing-records.ts";

const at = (i: number) => new Date(Date.UTC(2026, 10, 26, 12, 0, i)).toISOString();
const LISTING_STORES = ["approvedListing", "archivedListing", "kanbanBoard"] as const;

const makeLog = (events: ReadonlyArray<NewStoreEvent>) => {
  const log = makeStoreLog();
  events.forEach((event, i) => log.append(event, at(i)));
  return log;
};
const fold = (events: ReadonlyArray<NewStoreEvent>) => foldEvents(makeLog(events).tail());

const approvedLoaded = (items: ListedApplication[], filter: ListingFilter = firstPage(), count?: number): NewStoreEvent => ({
  type: "v1.ApprovedApplicationsLoaded",
  payload: { filter, page: aListingPage(items, filter, count) },
});
const archivedLoaded = (items: ListedApplication[], filter: ListingFilter = firstPage(), count?: number): NewStoreEvent => ({
  type: "v1.ArchivedApplicationsLoaded",
  payload: { filter, page: aListingPage(items, filter, count) },
});
const toggled = (application: ListedApplication): NewStoreEvent => ({
  type: "v1.ApplicationArchiveToggled",
  payload: { archived: application.archivedAt !== null, application },
});
const refsOf = (page: { readonly items: ReadonlyArray<ListedApplication> } | null) => page?.items.map((item) => item.reference);

describe("the listings' client events", () => {
  it("never reuse the name of a fact on the applications' streams", () => {
    const facts = new Set<string>(PERMIT_EVENT_TYPES);
    expect(listingClientEvents.map((event) => event.type).filter((type) => facts.has(type))).toEqual([]);
  });

  it("every one prints as an `--events` line and reads back; replay of the log, compacted or not, equals the live stores", () => {
    fc.assert(
      fc.property(fc.array(arbitraryListingEvent, { maxLength: 25 }), fc.integer({ min: 2, max: 12 }), (events, limit) => {
        const log = makeStoreLog(limit);
        const live = createStores(log.replay$);
        events.forEach((event, i) => log.append(event, at(i)));
        const replayed = createStores(log.replay$);
        const whole = fold(events);
        for (const name of LISTING_STORES) {
          expect(replayed.signals[name].value).toEqual(live.signals[name].value);
          expect(whole[name]).toEqual(live.signals[name].value);
        }
        for (const event of makeLog(events).tail()) expect(decodeEventLine(encodeEventLine(event)).event).toEqual(event);
      }),
      fcParameters({ numRuns: 150 }),
    );
  });
});

describe("the listing stores", () => {
  it("keep the page with the filter it holds", () => {
    const filter = { searchTerms: "data", pageNumber: 2, pageSize: 2 };
    const state = fold([approvedLoaded([aListedApplication(3), aListedApplication(2)], filter, 5)]);
    expect(state.approvedListing).toMatchObject({ status: "loaded", filter, error: null, page: { count: 5, countIsExact: true, totalPages: 3 } });
    expect(refsOf(state.approvedListing.page)).toEqual(["LPA-2026-0003", "LPA-2026-0002"]);
    expect(state.archivedListing).toEqual(initialStoreValues().archivedListing);
  });

  it("an archived row leaves the approved page at once and its count goes down; it heads the archived first page", () => {
    const state = fold([
      approvedLoaded([aListedApplication(4), aListedApplication(3), aListedApplication(2)], firstPage(3), 7),
      archivedLoaded([anArchivedApplication(1, 2)], firstPage(3)),
      toggled(anArchivedApplication(3, 5)),
    ]);
    expect(refsOf(state.approvedListing.page)).toEqual(["LPA-2026-0004", "LPA-2026-0002"]);
    expect([state.approvedListing.page?.count, state.approvedListing.page?.totalPages]).toEqual([6, 2]);
    expect(refsOf(state.archivedListing.page)).toEqual(["LPA-2026-0003", "LPA-2026-0001"]);
    expect(state.archivedListing.page?.items[0]).toMatchObject({ archivedAt: "2026-12-05T08:00:00.000Z", version: 8 });
    expect(state.archivedListing.page?.count).toBe(2);
  });

  it("an unarchived row leaves the archived page and takes its place in the approved first page by final approval", () => {
    const state = fold([
      approvedLoaded([aListedApplication(9), aListedApplication(5), aListedApplication(2)], firstPage(3), 3),
      archivedLoaded([anArchivedApplication(6, 3), anArchivedApplication(1, 2)]),
      toggled(aListedApplication(6, { version: 9 })),
    ]);
    expect(refsOf(state.archivedListing.page)).toEqual(["LPA-2026-0001"]);
    expect(state.archivedListing.page?.count).toBe(1);
    // Page of 3: the fourth newest falls to page 2, which now exists.
    expect(refsOf(state.approvedListing.page)).toEqual(["LPA-2026-0009", "LPA-2026-0006", "LPA-2026-0005"]);
    expect([state.approvedListing.page?.count, state.approvedListing.page?.totalPages]).toEqual([4, 2]);
  });

  it("a row placed past a full first page, or entering a later page, only counts; a search's page is left to its next read", () => {
    const later = fold([approvedLoaded([aListedApplication(9), aListedApplication(8)], firstPage(2), 2), toggled(aListedApplication(1))]);
    expect(refsOf(later.approvedListing.page)).toEqual(["LPA-2026-0009", "LPA-2026-0008"]);
    expect(later.approvedListing.page?.count).toBe(3);
    const pageTwo = fold([archivedLoaded([anArchivedApplication(1, 1)], { searchTerms: "", pageNumber: 2, pageSize: 1 }, 2), toggled(anArchivedApplication(5, 9))]);
    expect(refsOf(pageTwo.archivedListing.page)).toEqual(["LPA-2026-0001"]);
    expect(pageTwo.archivedListing.page?.count).toBe(3);
    const searched = fold([archivedLoaded([anArchivedApplication(1, 1)], { searchTerms: "Person", pageNumber: 1, pageSize: 15 }), toggled(anArchivedApplication(5, 9))]);
    expect(refsOf(searched.archivedListing.page)).toEqual(["LPA-2026-0001"]);
    expect(searched.archivedListing.page?.count).toBe(1);
  });

  it("the board drops a card archived elsewhere and counts its column down; an unarchived one waits for the board's next read", () => {
    const board = boardOf(["officer"], { approved: [uuidOf(3), uuidOf(4)] });
    const state = fold([{ type: "v1.KanbanBoardLoaded", payload: { workflowId: DEFAULT_WORKFLOW_ID, board } }, toggled(anArchivedApplication(3, 1))]);
    const approved = state.kanbanBoard.board?.columns.find((column) => column.workflowStep.key === "approved");
    expect(approved?.cards.map((card) => card.applicationRecord.application.id)).toEqual([uuidOf(4)]);
    expect(approved?.cardCount).toBe(1);
    const back = fold([{ type: "v1.KanbanBoardLoaded", payload: { workflowId: DEFAULT_WORKFLOW_ID, board } }, toggled(aListedApplication(9))]);
    expect(idsOf(back.kanbanBoard.board ?? board)).toEqual(idsOf(board));
  });

  it("follow their query's status and keep the failure's words; a staff sign-out clears both", () => {
    const failed = fold([
      approvedLoaded([aListedApplication(1)]),
      { type: "v1.QueryStarted", payload: { query: LISTING_QUERIES.approved } },
      { type: "v1.CommandFailed", payload: { command: LISTING_QUERIES.approved, error: "NetworkError", message: "Sorry, an unexpected error has occurred.", silent: false } },
    ]);
    expect(failed.approvedListing).toMatchObject({ status: "failed", error: "Sorry, an unexpected error has occurred." });
    expect(refsOf(failed.approvedListing.page)).toEqual(["LPA-2026-0001"]);
    expect(failed.archivedListing.status).toBe("idle");
    const again = fold([{ type: "v1.CommandFailed", payload: { command: LISTING_QUERIES.archived, error: "Forbidden", message: "No.", silent: false } }, { type: "v1.QueryStarted", payload: { query: LISTING_QUERIES.archived } }]);
    expect(again.archivedListing).toMatchObject({ status: "loading", error: null });
    const out = fold([approvedLoaded([aListedApplication(1)]), archivedLoaded([anArchivedApplication(2, 1)]), { type: "v1.StaffSignedOut", payload: {} }]);
    expect([out.approvedListing, out.archivedListing]).toEqual([initialStoreValues().approvedListing, initialStoreValues().archivedListing]);
  });
});
