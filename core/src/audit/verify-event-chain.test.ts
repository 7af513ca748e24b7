// verifyEventChain over a scripted back-office: the staff token as Bearer, the report returned and logged.
import { describe, expect, it } from "vitest";
import { aStaff } from "../test-support/fixtures.ts";
import { makeTestCore, pathOf } from "../test-support/test-core.ts";
import { restoreStaffSession } from "../staff/restore-staff-session.ts";
import { verifyEventChain } from "./verify-event-chain.ts";

const staff = { token: "staff-tok", staff: aStaff };
const report = { streams: 2, events: 5, broken: [{ stream: "member-1", version: 1, reason: "its content does not match its hash" }] };

describe("verifyEventChain", () => {
  it("asks the back-office with the staff token and logs the report as v1.EventChainVerified", async () => {
    const test = makeTestCore({ staff, script: [{ method: "GET", path: "/audit/event-chain", status: 200, body: { data: report } }] });
    await test.core.run(restoreStaffSession());
    expect(await test.core.run(verifyEventChain())).toEqual({ ok: true, value: report });
    expect(pathOf(test.http.requests[0]?.url ?? "")).toBe("/backoffice/api/v1/audit/event-chain");
    expect(test.http.requests[0]?.headers["authorization"]).toBe("Bearer staff-tok");
    expect(test.types()).toContain("v1.EventChainVerified");
  });
});
