// The approved and archived listings over real HTTP on the demo server: any staff member reads the approved
// applications newest final approval first, 15 a page, searched by business, reference, a person's name or passport
// number (every word must match); officers and administrators archive one (it leaves the approved list and the
// board for the archived list, where its panel reads it) and unarchive it, as facts on its stream; others are
// refused, and so is an application that is not approved; every matching row exports as a CSV file that
// spreadsheets open safely; and the listings' columns rebuilt from the log equal the live ones.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bruneiDateOf, DEFAULT_WORKFLOW_ID, LISTING_PAGE_SIZE, permitStream, problemType, type ProblemKind } from "@ictm/core/domain";
import { rebuildProjections } from "@ictm/server/events/projectors.ts";
import { readStream } from "@ictm/server/events/store.ts";
import { portalClient } from "../support/api.ts";
import { demoStaffOf, findCard, startBoardServer, type BoardServer } from "../support/board.ts";
import { backofficeCall, bearer, boardOf, cardIn, move, panel, versionOf } from "../support/board-calls.ts";
import { approvedApplication, archivedPanel, exportListing, listing, listingOf, toggleArchive, type ListedApplication } from "../support/listings.ts";

let on: BoardServer;
/** A business name with a comma and quotes, and a person whose name a spreadsheet would run as a formula. */
let quoted: { id: string; reference: string };
/** The one application with these words in it. */
let timber: { id: string; reference: string };
/** Every application the file approved, oldest final approval first. */
const made: Array<{ id: string; reference: string }> = [];

beforeAll(async () => {
  on = await startBoardServer();
  quoted = await approvedApplication(on, { seed: 11, businessName: 'Kedai "Baru", Runcit', persons: [{ fullName: "=Siti Aminah", passportNumber: "QX-4410" }, { fullName: "Lim Wei", passportNumber: "QX-4411" }] });
  made.push(quoted);
  for (let seed = 100; seed < 114; seed += 1) made.push(await approvedApplication(on, { seed, businessName: `Generic Trading ${seed}`, persons: [{ fullName: `Person ${seed}`, passportNumber: `G${seed}` }] }));
  timber = await approvedApplication(on, { seed: 12, businessName: "Borneo Timber Works", persons: [{ fullName: "Maria Santos", passportNumber: "P7788123" }] });
  made.push(timber);
}, 600_000);
afterAll(async () => on?.server.close());

const refused = (kind: ProblemKind, status: number) => ({ status, type: problemType(kind) });
const ids = (items: readonly ListedApplication[]) => items.map((item) => item.id);
const factTypes = async (id: string) => (await readStream(on.server.portal.db.orm, permitStream(id))).map((fact) => fact.type);
const onBoard = async (id: string) => findCard(await boardOf(on, "administrator"), id) !== null;

describe("the approved listing", () => {
  it("pages every approved application, newest final approval first, 15 a page by default", async () => {
    const first = await listingOf(on, "evaluator", "approved");
    // The demo's own approved application is listed too.
    expect(first.count).toBe(made.length + 1);
    expect(first).toMatchObject({ pageNumber: 1, pageSize: LISTING_PAGE_SIZE, countIsExact: true, totalPages: 2 });
    expect(first.items).toHaveLength(LISTING_PAGE_SIZE);
    const second = await listingOf(on, "evaluator", "approved", { pageNumber: 2 });
    expect(second.items).toHaveLength(first.count - LISTING_PAGE_SIZE);
    const all = [...first.items, ...second.items];
    expect(new Set(ids(all)).size).toBe(all.length);
    expect(ids(all).slice(0, made.length)).toEqual(made.map((application) => application.id).reverse());
    const times = all.map((item) => item.finalApprovalDateTime);
    expect(times).toEqual([...times].sort().reverse());
    expect((await listingOf(on, "evaluator", "approved", { pageNumber: 3 })).items).toEqual([]);
    expect((await listingOf(on, "evaluator", "approved", { pageSize: 4, pageNumber: 2 })).items.map((item) => item.id)).toEqual(ids(all).slice(4, 8));
  });

  it("shows each application's business, people, final approval and who gave it", async () => {
    const [row] = (await listingOf(on, "officer", "approved", { searchTerms: timber.reference })).items;
    expect(row).toMatchObject({
      id: timber.id,
      workflowId: DEFAULT_WORKFLOW_ID,
      reference: timber.reference,
      permitType: "pvv",
      businessName: "Borneo Timber Works",
      persons: [{ fullName: "Maria Santos", passportNumber: "P7788123" }],
      approvedBy: { kind: "staff", name: demoStaffOf("administrator").name },
      archivedAt: null,
      archivedBy: null,
      version: await versionOf(on, timber.id),
    });
  });

  it("finds by business, reference, a person's name or passport number, every word matching, case ignored", async () => {
    const found = async (searchTerms: string) => ids((await listingOf(on, "officer", "approved", { searchTerms })).items);
    expect(await found("timber")).toEqual([timber.id]);
    expect(await found(timber.reference.toLowerCase())).toEqual([timber.id]);
    expect(await found("SANTOS")).toEqual([timber.id]);
    expect(await found("p7788")).toEqual([timber.id]);
    expect(await found("  borneo   maria ")).toEqual([timber.id]);
    expect(await found("borneo aminah")).toEqual([]);
    expect(await found('"baru", qx-4411')).toEqual([quoted.id]);
    expect(await found("Runcit,")).toEqual([]);
    // Wildcards are plain text.
    expect(await found("%")).toEqual([]);
    expect(await found("Trading_1")).toEqual([]);
    const none = await listingOf(on, "officer", "approved", { searchTerms: "nothing-like-this" });
    expect(none).toMatchObject({ items: [], count: 0, countIsExact: true, totalPages: 0 });
  });

  it("is for staff only", async () => {
    expect((await backofficeCall(on.server, "GET", "/expat-permits/applications/approved")).status).toBe(401);
    expect((await backofficeCall(on.server, "GET", "/expat-permits/archived", { headers: bearer(on.business) })).status).toBe(401);
  });
});

describe("the archive toggle", () => {
  it("archives an approved application off the approved list and the board into the archived list, and back", async () => {
    const archived = await toggleArchive(on, "officer", timber.id, await versionOf(on, timber.id));
    expect(archived.data?.data).toMatchObject({ id: timber.id, archivedBy: { kind: "staff", name: demoStaffOf("officer").name } });
    expect(archived.data?.data.archivedAt).not.toBeNull();
    expect(archived.response.headers.get("etag")).toBe(`"${archived.data?.data.version}"`);
    expect((await listingOf(on, "officer", "approved", { searchTerms: "timber" })).count).toBe(0);
    expect(await onBoard(timber.id)).toBe(false);
    expect((await panel(on, "administrator", timber.id)).response.status).toBe(404);
    // Its Business still sees it, as submitted (never hidden like a withdrawn draft).
    const dashboard = await portalClient(on.server, on.business).GET("/businesses/expat-permits/applications");
    expect(dashboard.data?.data.member.expatPermits.find((permit) => permit.id === timber.id)).toMatchObject({ status: "submitted" });
    // Read-only while archived.
    expect((await move(on, "administrator", timber.id, "final-approval", archived.data?.data.version ?? 0)).error).toMatchObject(refused("permit-archived", 409));

    const list = await listingOf(on, "evaluator", "archived");
    expect(list.items[0]).toMatchObject({ id: timber.id, archivedAt: archived.data?.data.archivedAt, archivedBy: { kind: "staff" } });
    expect((await listingOf(on, "evaluator", "archived", { searchTerms: "santos" })).items.map((item) => item.id)).toEqual([timber.id]);
    expect((await listingOf(on, "evaluator", "archived", { searchTerms: "aminah" })).count).toBe(0);

    const unarchived = await toggleArchive(on, "administrator", timber.id);
    expect(unarchived.data?.data).toMatchObject({ id: timber.id, archivedAt: null, archivedBy: null });
    expect(ids((await listingOf(on, "officer", "approved", { searchTerms: "timber" })).items)).toEqual([timber.id]);
    expect(findCard(await boardOf(on, "administrator"), timber.id)?.step).toBe("approved");
    expect(ids((await listingOf(on, "officer", "archived")).items)).not.toContain(timber.id);
    expect((await factTypes(timber.id)).slice(-2)).toEqual(["v1.ApprovedApplicationArchived", "v1.ApprovedApplicationUnarchived"]);
    const facts = await readStream(on.server.portal.db.orm, permitStream(timber.id));
    expect(facts.slice(-2).map((fact) => fact.payload)).toEqual([{ by: `staff:${on.staff("officer").key}` }, { by: `staff:${on.staff("administrator").key}` }]);
  });

  it("is for officers and administrators: others are refused, no one signed in is 401", async () => {
    expect((await toggleArchive(on, "evaluator", quoted.id)).error).toMatchObject({ status: 403, type: problemType("forbidden") });
    expect((await toggleArchive(on, "final-approver", quoted.id)).error).toMatchObject({ status: 403 });
    expect((await backofficeCall(on.server, "PUT", `/expat-permits/${quoted.id}/archive`)).status).toBe(401);
    expect((await backofficeCall(on.server, "PUT", `/expat-permits/${quoted.id}/archive`, { headers: bearer(on.business) })).status).toBe(401);
    expect(await factTypes(quoted.id)).not.toContain("v1.ApprovedApplicationArchived");
  });

  it("refuses an application that is not approved, one unknown, and a stale version", async () => {
    const screening = await cardIn(on, "screening");
    const notApproved = await toggleArchive(on, "officer", screening);
    expect(notApproved.error).toMatchObject({ ...refused("application-not-approved", 409), messages: ["Only approved applications can be archived."] });
    expect((await toggleArchive(on, "officer", "00000000-0000-4000-8000-000000000000")).response.status).toBe(404);
    const stale = await toggleArchive(on, "officer", quoted.id, 1);
    expect(stale.error).toMatchObject(refused("stale-version", 409));
    expect(await onBoard(quoted.id)).toBe(true);
  });
});

describe("the archived panel", () => {
  it("reads an archived application read-only, and nothing else", async () => {
    expect((await archivedPanel(on, "evaluator", quoted.id)).response.status).toBe(404);
    expect((await toggleArchive(on, "administrator", quoted.id)).response.status).toBe(200);
    try {
      const read = await archivedPanel(on, "evaluator", quoted.id);
      expect(read.data?.data).toMatchObject({
        applicationRecord: { application: { id: quoted.id, reference: quoted.reference, businessName: 'Kedai "Baru", Runcit' } },
        workflowStep: { key: "approved" },
        userPermission: { canView: true, canAct: false },
        decisions: [],
      });
      expect(read.data?.data.history.at(-1)?.step.key).toBe("approved");
      expect((await archivedPanel(on, "evaluator", quoted.id, "00000000-0000-4000-8000-000000000000")).response.status).toBe(404);
      expect((await backofficeCall(on.server, "GET", `/expat-permits/applications/workflows/${DEFAULT_WORKFLOW_ID}/kanban-board/applications/${quoted.id}/archived`)).status).toBe(401);
    } finally {
      expect((await toggleArchive(on, "administrator", quoted.id)).response.status).toBe(200);
    }
  });
});

describe("the CSV export", () => {
  const header = "Reference,Permit type,Business,Persons,Passport numbers,Final approval,Approved by,Archived at,Archived by";

  it("writes every matching row (not a page) after a byte-order mark and the header, quoted and formula-safe", async () => {
    const file = await exportListing(on.server, "approved", bearer(on.staff("evaluator").token));
    expect(file.status).toBe(200);
    expect(file.contentType).toBe("text/csv; charset=utf-8");
    expect(file.disposition).toBe(`attachment; filename="approved-applications-${bruneiDateOf(Date.now())}.csv"`);
    expect([...file.bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(file.lines[0]).toBe(header);
    const count = (await listingOf(on, "evaluator", "approved")).count;
    expect(count).toBeGreaterThan(LISTING_PAGE_SIZE);
    expect(file.lines).toHaveLength(count + 1);
    const line = file.lines.find((candidate) => candidate.startsWith(`${quoted.reference},`));
    expect(line).toMatch(new RegExp(`^${quoted.reference},Visit permit,"Kedai ""Baru"", Runcit",'=Siti Aminah; Lim Wei,QX-4410; QX-4411,\\d{4}-\\d\\d-\\d\\dT\\d\\d:\\d\\d:\\d\\d\\+08:00,${demoStaffOf("administrator").name},,$`));
  });

  it("exports what the search finds, and the archive columns of the archived list", async () => {
    const found = await exportListing(on.server, "approved", bearer(on.staff("officer").token), "santos borneo");
    expect(found.lines.map((line) => line.split(",")[0])).toEqual(["Reference", timber.reference]);
    expect((await toggleArchive(on, "officer", timber.id)).response.status).toBe(200);
    try {
      const archived = await exportListing(on.server, "archived", bearer(on.staff("officer").token));
      expect(archived.disposition).toContain('filename="archived-applications-');
      expect(archived.lines[0]).toBe(header);
      expect(archived.lines[1]).toMatch(new RegExp(`^${timber.reference},.*,\\d{4}-\\d\\d-\\d\\dT\\d\\d:\\d\\d:\\d\\d\\+08:00,${demoStaffOf("officer").name}$`));
    } finally {
      expect((await toggleArchive(on, "officer", timber.id)).response.status).toBe(200);
    }
    expect((await exportListing(on.server, "approved", {})).status).toBe(401);
  });
});

describe("the listings' projection", () => {
  it("rebuilt from the log equals the live rows (archive facts, final approvers and people included)", async () => {
    expect((await toggleArchive(on, "officer", made[1]?.id ?? "")).response.status).toBe(200);
    const rows = async () =>
      (await on.server.portal.db.rawTransaction((raw) => raw.query("select to_jsonb(p)::text as row from permit_applications p order by id"))).map((row) => String(row["row"]));
    const live = await rows();
    expect(live.some((row) => row.includes('"archived_by": "staff:'))).toBe(true);
    await rebuildProjections(on.server.portal.db.orm);
    expect(await rows()).toEqual(live);
  });
});
