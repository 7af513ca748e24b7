// setArchived and the listings' new filters through a real core and a scripted server: the state asked for is sent
// as `archived` without If-Match, the row leaves or joins the lists as the toggle's does (no toast: a bulk run's
// caller sums up); a role that may not is refused before any call; a refusal comes back in the server's words. A
// listing read sends the permit type and the approval day only when asked for, and a malformed day makes no call.
import { describe, expect, it } from "vitest";
import { MESSAGES } from "../errors/catalogue.ts";
import { restoreStaffSession } from "../staff/restore-staff-session.ts";
import type { StaffRole } from "../staff/roles.ts";
import { uuidOf } from "../test-support/board-fixtures.ts";
import { aStaff } from "../test-support/fixtures.ts";
import { aListedApplication, aListingPage, anArchivedApplication, firstPage } from "../test-support/listing-fixtures.ts";
import type { ScriptedExchange } from "../test-support/scripted-fetch.ts";
import { makeTestCore, problemOf } from "../test-support/test-core.ts";
import { LISTING_INPUT_MESSAGES } from "./archive-inputs.ts";
import { loadApprovedApplications, loadArchivedApplications } from "./load-listing.ts";
import { setArchived } from "./set-archived.ts";

type TestCore = ReturnType<typeof makeTestCore>;
const urlOf = (test: TestCore, index: number) => new URL(test.http.requests[index]?.url ?? "");
const refsOf = (test: TestCore, list: "approvedListing" | "archivedListing") => test.core.stores[list].value.page?.items.map((item) => item.reference);

const staffCore = async (script: ReadonlyArray<ScriptedExchange>, roles: StaffRole[] = ["officer"]) => {
  const test = makeTestCore({ staff: { token: "staff-tok", staff: { ...aStaff, roles } }, script });
  await test.core.run(restoreStaffSession());
  return test;
};

describe("setting the archive state", () => {
  it("archives with archived=true and no If-Match: the row leaves the approved list, with no toast", async () => {
    const test = await staffCore([
      { method: "GET", path: "/expat-permits/applications/approved", status: 200, body: { data: aListingPage([aListedApplication(2), aListedApplication(1)], firstPage()) } },
      { method: "PUT", path: `/expat-permits/${uuidOf(2)}/archive`, status: 200, body: { data: anArchivedApplication(2, 3) } },
    ]);
    await test.core.run(loadApprovedApplications());
    const result = await test.core.run(setArchived({ applicationId: uuidOf(2), archived: true }));
    expect(result).toEqual({ ok: true, value: anArchivedApplication(2, 3) });
    expect(Object.fromEntries(urlOf(test, 1).searchParams)).toEqual({ archived: "true" });
    expect(test.http.requests[1]?.headers["if-match"]).toBeUndefined();
    expect(refsOf(test, "approvedListing")).toEqual(["LPA-2026-0001"]);
    expect(test.core.stores.toasts.value).toEqual([]);
    expect(test.types().at(-1)).toBe("v1.ApplicationArchiveToggled");
  });

  it("unarchives with archived=false: the row leaves the archived list", async () => {
    const test = await staffCore([
      { method: "GET", path: "/expat-permits/archived", status: 200, body: { data: aListingPage([anArchivedApplication(5, 3)], firstPage()) } },
      { method: "PUT", path: `/expat-permits/${uuidOf(5)}/archive`, status: 200, body: { data: aListedApplication(5, { version: 9 }) } },
    ]);
    await test.core.run(loadArchivedApplications());
    await test.core.run(setArchived({ applicationId: uuidOf(5), archived: false }));
    expect(Object.fromEntries(urlOf(test, 1).searchParams)).toEqual({ archived: "false" });
    expect(test.core.stores.archivedListing.value.page?.items).toEqual([]);
  });

  it("an evaluator is refused before any call; a malformed id makes no call either", async () => {
    const evaluator = await staffCore([], ["evaluator"]);
    const refused = await evaluator.core.run(setArchived({ applicationId: uuidOf(2), archived: true }));
    expect(refused.ok ? null : refused.error._tag).toBe("Forbidden");
    const malformed = await evaluator.core.run(setArchived({ applicationId: "LPA-2026-0002", archived: true }));
    expect(malformed.ok ? null : malformed.error._tag).toBe("ValidationFailed");
    expect(evaluator.http.requests).toHaveLength(0);
  });

  it("an application that is not approved is refused in the server's words", async () => {
    const test = await staffCore([
      { method: "PUT", path: `/expat-permits/${uuidOf(3)}/archive`, status: 409, body: problemOf("application-not-approved", MESSAGES.applicationNotApproved) },
    ]);
    const refused = await test.core.run(setArchived({ applicationId: uuidOf(3), archived: true }));
    expect(refused.ok ? null : refused.error).toMatchObject({ _tag: "PermitRefused", kind: "application-not-approved", message: MESSAGES.applicationNotApproved });
  });
});

describe("the listings' filters", () => {
  it("sends the permit type and the approval day when asked for, and keeps them in the page's filter", async () => {
    const filter = { ...firstPage(100), permitType: "pvv" as const, approvedBefore: "2026-11-27" };
    const test = await staffCore([{ method: "GET", path: "/expat-permits/applications/approved", status: 200, body: { data: aListingPage([aListedApplication(1)], filter) } }]);
    await test.core.run(loadApprovedApplications({ permitType: "pvv", approvedBefore: "2026-11-27", pageSize: 100 }));
    expect(Object.fromEntries(urlOf(test, 0).searchParams)).toEqual({ permitType: "pvv", approvedBefore: "2026-11-27", pageNumber: "1", pageSize: "100" });
    expect(test.core.stores.approvedListing.value.filter).toEqual(filter);
  });

  it("refuses a day that is not a calendar date and a type that is not a permit type, before any call", async () => {
    const test = await staffCore([]);
    const badDay = await test.core.run(loadArchivedApplications({ approvedBefore: "2026-02-30" }));
    expect(badDay.ok ? null : badDay.error).toMatchObject({ _tag: "ValidationFailed", message: LISTING_INPUT_MESSAGES.approvedBefore });
    const badType = await test.core.run(loadArchivedApplications({ permitType: "xyz" as "pvv" }));
    expect(badType.ok ? null : badType.error).toMatchObject({ _tag: "ValidationFailed", message: LISTING_INPUT_MESSAGES.permitType });
    expect(test.http.requests).toHaveLength(0);
  });
});
