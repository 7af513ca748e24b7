// The listings' rows for the listing tests, built the way the server presents them (backoffice.yaml, tag
// `listings`), and a fast-check arbitrary of the listing client events (with board loads, on ids that meet) for
// the replay and `--events` properties. Test-only.
import fc from "fast-check";
import type { ListingFilter } from "../archive/client-events.ts";
import type { ListedApplication, ListedApplicationPage } from "../archive/listing-records.ts";
import { DEFAULT_WORKFLOW_ID } from "../board/work-permit-steps.ts";
import type { NewStoreEvent } from "../events/client-event.ts";
import { arbitraryBoard, uuidOf } from "./board-fixtures.ts";

const officer = { kind: "staff" as const, key: "3f2504e0-4f89-41d3-9a0c-0305e82c3301", name: "Officer Hamid" };

/** Application `n` as listed: approved on day `n` of November 2026 (a later `n` is a newer approval). */
export const aListedApplication = (n: number, changes: Partial<ListedApplication> = {}): ListedApplication => ({
  id: uuidOf(n),
  workflowId: DEFAULT_WORKFLOW_ID,
  reference: `LPA-2026-${String(n).padStart(4, "0")}`,
  permitType: "lpa",
  businessName: "DataWorks Sdn Bhd",
  persons: [{ fullName: `Person ${n}`, passportNumber: `P${String(n).padStart(7, "0")}` }],
  finalApprovalDateTime: `2026-11-${String(n).padStart(2, "0")}T08:00:00.000Z`,
  approvedBy: officer,
  archivedAt: null,
  archivedBy: null,
  submittedAt: "2026-10-01T08:00:00.000Z",
  version: 7,
  ...changes,
});

/** Application `n` archived on day `day` of December 2026. */
export const anArchivedApplication = (n: number, day: number, changes: Partial<ListedApplication> = {}): ListedApplication =>
  aListedApplication(n, { archivedAt: `2026-12-${String(day).padStart(2, "0")}T08:00:00.000Z`, archivedBy: officer, version: 8, ...changes });

/** A page of `items` out of `count`, as the server answers it. */
export const aListingPage = (items: ListedApplication[], filter: ListingFilter, count = items.length): ListedApplicationPage => ({
  items,
  count,
  pageNumber: filter.pageNumber,
  pageSize: filter.pageSize,
  countIsExact: true, totalPages: Math.ceil(count / filter.pageSize),
});

export const firstPage = (pageSize = 15): ListingFilter => ({ searchTerms: "", pageNumber: 1, pageSize });

const someN = fc.integer({ min: 1, max: 4 });
const filters = fc.record({ searchTerms: fc.constantFrom("", "LPA"), pageNumber: fc.integer({ min: 1, max: 2 }), pageSize: fc.constantFrom(2, 15) });
const rows = (archived: boolean) =>
  fc.uniqueArray(someN, { maxLength: 3 }).map((ns) => ns.map((n) => (archived ? anArchivedApplication(n, n) : aListedApplication(n))));
const loaded = (archived: boolean) =>
  fc.tuple(filters, rows(archived), fc.integer({ min: 0, max: 5 })).map(([filter, items, more]) => ({ filter, page: aListingPage(items, filter, items.length + more) }));

/** Any of the listings' client events (and board loads the toggle changes), on ids that meet. */
export const arbitraryListingEvent: fc.Arbitrary<NewStoreEvent> = fc.oneof(
  fc.record({ type: fc.constant("v1.ApprovedApplicationsLoaded" as const), payload: loaded(false) }),
  fc.record({ type: fc.constant("v1.ArchivedApplicationsLoaded" as const), payload: loaded(true) }),
  fc.record({
    type: fc.constant("v1.ApplicationArchiveToggled" as const),
    payload: fc.tuple(someN, fc.boolean(), fc.integer({ min: 1, max: 9 })).map(([n, archived, day]) => ({
      archived,
      application: archived ? anArchivedApplication(n, day) : aListedApplication(n, { version: 9 }),
    })),
  }),
  fc.record({
    type: fc.constant("v1.ListingExported" as const),
    payload: fc.record({ kind: fc.constantFrom("approved" as const, "archived" as const), searchTerms: fc.constantFrom("", "LPA"), fileName: fc.constant("approved-applications-2026-11-26.csv") }),
  }),
  fc.record({ type: fc.constant("v1.KanbanBoardLoaded" as const), payload: arbitraryBoard(4).map(({ board }) => ({ workflowId: DEFAULT_WORKFLOW_ID, board })) }),
  fc.record({ type: fc.constant("v1.StaffSignedOut" as const), payload: fc.constant({}) }),
);
