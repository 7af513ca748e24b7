// setArchivedInBulk through a real core and a scripted server: one POST for the whole chunk, each application's
// outcome answered in order, the rows it answers leave or join the listings as setArchived's do (one event each, no
// toast), a refused one changes no store; a role that may not, an empty, oversized or repeated list make no call.
import { describe, expect, it } from "vitest";
import { MESSAGES } from "../errors/catalogue.ts";
import { restoreStaffSession } from "../staff/restore-staff-session.ts";
import type { StaffRole } from "../staff/roles.ts";
import { uuidOf } from "../test-support/board-fixtures.ts";
import { aStaff } from "../test-support/fixtures.ts";
import { aListedApplication, aListingPage, anArchivedApplication, firstPage } from "../test-support/listing-fixtures.ts";
import type { ScriptedExchange } from "../test-support/scripted-fetch.ts";
import { makeTestCore } from "../test-support/test-core.ts";
import { LISTING_INPUT_MESSAGES } from "./archive-inputs.ts";
import { loadApprovedApplications } from "./load-listing.ts";
import { setArchivedInBulk } from "./set-archived-bulk.ts";

const staffCore = async (script: ReadonlyArray<ScriptedExchange>, roles: StaffRole[] = ["officer"]) => {
  const test = makeTestCore({ staff: { token: "staff-tok", staff: { ...aStaff, roles } }, script });
  await test.core.run(restoreStaffSession());
  return test;
};

describe("setting the archive state in bulk", () => {
  it("sends the chunk in one call and the answered rows leave the approved list, one event each, with no toast", async () => {
    const results = [
      { applicationId: uuidOf(2), outcome: "changed", application: anArchivedApplication(2, 3), problem: null, message: null },
      { applicationId: uuidOf(4), outcome: "refused", application: null, problem: "application-not-approved", message: MESSAGES.applicationNotApproved },
      { applicationId: uuidOf(1), outcome: "unchanged", application: anArchivedApplication(1, 2), problem: null, message: null },
    ] as const;
    const test = await staffCore([
      { method: "GET", path: "/expat-permits/applications/approved", status: 200, body: { data: aListingPage([aListedApplication(2), aListedApplication(1)], firstPage()) } },
      { method: "POST", path: "/expat-permits/archive-batches", status: 200, body: { data: { results } } },
    ]);
    await test.core.run(loadApprovedApplications());
    const answer = await test.core.run(setArchivedInBulk({ applicationIds: [uuidOf(2), uuidOf(4), uuidOf(1)], archived: true }));
    expect(answer).toEqual({ ok: true, value: results });
    expect(JSON.parse(String(test.http.requests[1]?.body))).toEqual({ applicationIds: [uuidOf(2), uuidOf(4), uuidOf(1)], archived: true });
    expect(test.core.stores.approvedListing.value.page?.items).toEqual([]);
    expect(test.core.stores.toasts.value).toEqual([]);
    expect(test.types().filter((type) => type === "v1.ApplicationArchiveToggled")).toHaveLength(2);
  });

  it("an evaluator is refused before any call; an empty, repeated or oversized list makes no call either", async () => {
    const evaluator = await staffCore([], ["evaluator"]);
    const refused = await evaluator.core.run(setArchivedInBulk({ applicationIds: [uuidOf(2)], archived: true }));
    expect(refused.ok ? null : refused.error._tag).toBe("Forbidden");
    const officer = await staffCore([]);
    for (const applicationIds of [[], [uuidOf(1), uuidOf(1)], Array.from({ length: 501 }, (_, n) => uuidOf(n + 1))]) {
      const malformed = await officer.core.run(setArchivedInBulk({ applicationIds, archived: true }));
      expect(malformed.ok ? null : malformed.error).toMatchObject({ _tag: "ValidationFailed", message: LISTING_INPUT_MESSAGES.applicationIds });
    }
    expect([...evaluator.http.requests, ...officer.http.requests]).toHaveLength(0);
  });
});
