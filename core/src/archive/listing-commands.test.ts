// The listings through a real core and a scripted server: a page of either listing with its filter (defaults left
// out of nothing, a search trimmed, the server's capped size kept), the archive toggle (refused before any call for
// a role that may not; sent at the row's version; the row leaves its list and a toast names it; a stale version reads
// the listing again quietly), the archived panel's read into the panel's store, and the CSV export's bytes and name.
import { describe, expect, it } from "vitest";
import { MESSAGES } from "../errors/catalogue.ts";
import { restoreStaffSession } from "../staff/restore-staff-session.ts";
import type { StaffRole } from "../staff/roles.ts";
import { boardApplicationOf, uuidOf } from "../test-support/board-fixtures.ts";
import { aStaff } from "../test-support/fixtures.ts";
import { aListedApplication, aListingPage, anArchivedApplication, firstPage } from "../test-support/listing-fixtures.ts";
import type { ScriptedExchange } from "../test-support/scripted-fetch.ts";
import { makeTestCore, problemOf } from "../test-support/test-core.ts";
import { DEFAULT_WORKFLOW_ID } from "../board/work-permit-steps.ts";
import { ARCHIVE_TEXTS } from "./archive-texts.ts";
import { LISTING_INPUT_MESSAGES } from "./archive-inputs.ts";
import { loadArchivedApplication } from "./load-archived-application.ts";
import { loadApprovedApplications, loadArchivedApplications } from "./load-listing.ts";
import { toggleArchive } from "./toggle-archive.ts";

type TestCore = ReturnType<typeof makeTestCore>;
const urlOf = (test: TestCore, index: number) => new URL(test.http.requests[index]?.url ?? "");
const toastsOf = (test: TestCore) => test.core.stores.toasts.value.map(({ tone, message }) => [tone, message]);
const refsOf = (test: TestCore, list: "approvedListing" | "archivedListing") => test.core.stores[list].value.page?.items.map((item) => item.reference);

/** A signed-in staff member with `roles`, then `script`. */
const staffCore = async (script: ReadonlyArray<ScriptedExchange>, roles: StaffRole[] = ["officer"]) => {
  const test = makeTestCore({ staff: { token: "staff-tok", staff: { ...aStaff, roles } }, script });
  await test.core.run(restoreStaffSession());
  return test;
};

const approvedPage = (count = 3) => aListingPage([aListedApplication(3), aListedApplication(2), aListedApplication(1)], firstPage(), count);

describe("reading a listing", () => {
  it("asks for the first page of 15 without a search, and keeps the page with its filter", async () => {
    const test = await staffCore([{ method: "GET", path: "/expat-permits/applications/approved", status: 200, body: { data: approvedPage() } }]);
    const result = await test.core.run(loadApprovedApplications());
    expect(result.ok).toBe(true);
    expect(Object.fromEntries(urlOf(test, 0).searchParams)).toEqual({ pageNumber: "1", pageSize: "15" });
    expect(test.http.requests[0]?.headers["authorization"]).toBe("Bearer staff-tok");
    expect(test.core.stores.approvedListing.value).toMatchObject({ status: "loaded", filter: firstPage(), error: null });
    expect(refsOf(test, "approvedListing")).toEqual(["LPA-2026-0003", "LPA-2026-0002", "LPA-2026-0001"]);
  });

  it("sends the search trimmed and keeps the size the server capped; a bad page number makes no call", async () => {
    const capped = { searchTerms: "lim wei", pageNumber: 2, pageSize: 100 };
    const test = await staffCore([{ method: "GET", path: "/expat-permits/archived", status: 200, body: { data: aListingPage([anArchivedApplication(1, 1)], capped, 101) } }]);
    await test.core.run(loadArchivedApplications({ searchTerms: "  lim wei ", pageNumber: 2, pageSize: 500 }));
    expect(Object.fromEntries(urlOf(test, 0).searchParams)).toEqual({ searchTerms: "lim wei", pageNumber: "2", pageSize: "500" });
    expect(test.core.stores.archivedListing.value.filter).toEqual(capped);
    const refused = await test.core.run(loadArchivedApplications({ pageNumber: 0 }));
    expect(refused.ok ? null : refused.error).toMatchObject({ _tag: "ValidationFailed", message: LISTING_INPUT_MESSAGES.pageNumber });
    expect(test.http.requests).toHaveLength(1);
  });

  it("a failed read leaves the store failed with the failure's words", async () => {
    const test = await staffCore([{ method: "GET", path: "/expat-permits/applications/approved", status: 500, body: problemOf("unexpected", MESSAGES.unexpected) }]);
    await test.core.run(loadApprovedApplications());
    expect(test.core.stores.approvedListing.value).toMatchObject({ status: "failed", error: MESSAGES.unexpected, page: null });
  });
});

describe("archiving and unarchiving", () => {
  it("archives the row at its version: it leaves the approved list and heads the archived one, with a toast", async () => {
    const archived = anArchivedApplication(2, 26, { version: 8 });
    const test = await staffCore([
      { method: "GET", path: "/expat-permits/applications/approved", status: 200, body: { data: approvedPage() } },
      { method: "GET", path: "/expat-permits/archived", status: 200, body: { data: aListingPage([], firstPage(), 0) } },
      { method: "PUT", path: `/expat-permits/${uuidOf(2)}/archive`, status: 200, body: { data: archived } },
    ]);
    await test.core.run(loadApprovedApplications());
    await test.core.run(loadArchivedApplications());
    const result = await test.core.run(toggleArchive(uuidOf(2)));
    expect(result).toEqual({ ok: true, value: archived });
    expect(test.http.requests[2]?.headers["if-match"]).toBe('"7"');
    expect(refsOf(test, "approvedListing")).toEqual(["LPA-2026-0003", "LPA-2026-0001"]);
    expect(test.core.stores.approvedListing.value.page?.count).toBe(2);
    expect(refsOf(test, "archivedListing")).toEqual(["LPA-2026-0002"]);
    expect(toastsOf(test)).toContainEqual(["success", ARCHIVE_TEXTS.archived("LPA-2026-0002")]);
    expect(test.types().slice(-2)).toEqual(["v1.ApplicationArchiveToggled", "v1.ChangesSaved"]);
  });

  it("unarchives a row of the archived list, and says so", async () => {
    const test = await staffCore([
      { method: "GET", path: "/expat-permits/archived", status: 200, body: { data: aListingPage([anArchivedApplication(5, 3)], firstPage()) } },
      { method: "PUT", path: `/expat-permits/${uuidOf(5)}/archive`, status: 200, body: { data: aListedApplication(5, { version: 9 }) } },
    ]);
    await test.core.run(loadArchivedApplications());
    await test.core.run(toggleArchive(uuidOf(5)));
    expect(test.http.requests[1]?.headers["if-match"]).toBe('"8"');
    expect(test.core.stores.archivedListing.value.page).toMatchObject({ items: [], count: 0, countIsExact: true, totalPages: 0 });
    expect(toastsOf(test)).toContainEqual(["success", ARCHIVE_TEXTS.unarchived("LPA-2026-0005")]);
  });

  it("an evaluator is refused before any call; a row no store shows is sent without If-Match", async () => {
    const evaluator = await staffCore([], ["evaluator"]);
    const refused = await evaluator.core.run(toggleArchive(uuidOf(2)));
    expect(refused.ok ? null : refused.error._tag).toBe("Forbidden");
    expect(evaluator.http.requests).toHaveLength(0);
    const officer = await staffCore([{ method: "PUT", path: `/expat-permits/${uuidOf(2)}/archive`, status: 200, body: { data: anArchivedApplication(2, 1) } }]);
    await officer.core.run(toggleArchive(uuidOf(2)));
    expect(officer.http.requests[0]?.headers["if-match"]).toBeUndefined();
  });

  it("an application that is not approved is refused in the server's words and nothing moves", async () => {
    const test = await staffCore([
      { method: "GET", path: "/expat-permits/applications/approved", status: 200, body: { data: approvedPage() } },
      { method: "PUT", path: `/expat-permits/${uuidOf(3)}/archive`, status: 409, body: problemOf("application-not-approved", MESSAGES.applicationNotApproved) },
    ]);
    await test.core.run(loadApprovedApplications());
    const refused = await test.core.run(toggleArchive(uuidOf(3)));
    expect(refused.ok ? null : refused.error).toMatchObject({ _tag: "PermitRefused", kind: "application-not-approved", message: MESSAGES.applicationNotApproved });
    expect(refsOf(test, "approvedListing")).toEqual(["LPA-2026-0003", "LPA-2026-0002", "LPA-2026-0001"]);
  });

  it("a stale version reads the listing showing the row again, quietly, with its filter", async () => {
    const searched = { searchTerms: "data", pageNumber: 1, pageSize: 15 };
    const test = await staffCore([
      { method: "GET", path: "/expat-permits/applications/approved", status: 200, body: { data: aListingPage([aListedApplication(2)], searched) } },
      { method: "PUT", path: `/expat-permits/${uuidOf(2)}/archive`, status: 409, body: problemOf("stale-version", MESSAGES.staleVersion) },
      { method: "GET", path: "/expat-permits/applications/approved", status: 200, body: { data: aListingPage([aListedApplication(2, { version: 12 })], searched) } },
    ]);
    await test.core.run(loadApprovedApplications(searched));
    const stale = await test.core.run(toggleArchive(uuidOf(2)));
    expect(stale.ok ? null : stale.error._tag).toBe("StaleVersion");
    expect(Object.fromEntries(urlOf(test, 2).searchParams)).toEqual({ searchTerms: "data", pageNumber: "1", pageSize: "15" });
    expect(test.core.stores.approvedListing.value.page?.items[0]?.version).toBe(12);
    expect(toastsOf(test)).toEqual([["danger", MESSAGES.staleVersion]]);
  });
});

describe("the archived panel", () => {
  it("reads the archived application into the panel's store, whose status follows the read", async () => {
    const application = boardApplicationOf(uuidOf(4), "approved", { version: 8 });
    const test = await staffCore([
      { method: "GET", path: `/kanban-board/applications/${uuidOf(4)}/archived`, status: 200, body: { data: application } },
      { method: "GET", path: `/kanban-board/applications/${uuidOf(5)}/archived`, status: 404, body: problemOf("not-found") },
    ]);
    await test.core.run(loadArchivedApplication(DEFAULT_WORKFLOW_ID, uuidOf(4)));
    expect(urlOf(test, 0).pathname).toContain(`/expat-permits/applications/workflows/${DEFAULT_WORKFLOW_ID}/kanban-board/applications/${uuidOf(4)}/archived`);
    expect(test.core.stores.boardApplication.value).toEqual({ status: "loaded", application });
    const missing = await test.core.run(loadArchivedApplication(DEFAULT_WORKFLOW_ID, uuidOf(5)));
    expect(missing.ok ? null : missing.error._tag).toBe("NotFound");
    expect(test.core.stores.boardApplication.value.status).toBe("failed");
  });
});
