import { describe, expect, it } from "vitest";
import { restoreSession } from "../accounts/restore-session.ts";
import { loadBusinessVerifications } from "../verification/load-business-verifications.ts";
import { aBusinessVerification, aStaff } from "../test-support/fixtures.ts";
import { aMember, makeTestCore, pathOf, problem } from "../test-support/test-core.ts";
import { decideBusinessVerification } from "../verification/decide-business-verification.ts";
import { restoreStaffSession } from "./restore-staff-session.ts";
import { signInStaff } from "./sign-in-staff.ts";
import { signOutStaff } from "./sign-out-staff.ts";

const member = { token: "tok-1", member: aMember, accountType: "Talent" as const, profilePicture: null };
const staffSession = { token: "staff-tok", staff: aStaff };

describe("staff sign-in and sign-out", () => {
  it("signs in with e-mail and password, keeps the staff session under its own key, and leaves the member session alone", async () => {
    const test = makeTestCore({
      saved: member,
      script: [{ method: "POST", path: "/sign-ins", status: 200, body: { data: { accessToken: "staff-tok", staff: aStaff } } }],
    });
    await test.core.run(restoreSession());
    const result = await test.core.run(signInStaff({ email: "officer@ictm.gov.bn", password: "Demo!2345" }));

    expect(result).toEqual({ ok: true, value: staffSession });
    expect(pathOf(test.http.requests[0]?.url ?? "")).toBe("/backoffice/api/v1/sign-ins");
    expect(test.http.requests[0]?.headers["x-member-authorization"]).toBeUndefined();
    expect(test.core.stores.staffSession.value).toEqual({ status: "loggedIn", ...staffSession });
    expect(JSON.parse(test.staffSaved() ?? "null")).toEqual(staffSession);
    expect(test.core.stores.session.value).toMatchObject({ status: "loggedIn", token: "tok-1" });
  });

  it("wrong details read 'Login details incorrect. Please try again.' and expire nothing", async () => {
    const test = makeTestCore({ staff: staffSession, script: [{ method: "POST", path: "/sign-ins", status: 401, body: problem(401, "Login details incorrect. Please try again.") }] });
    await test.core.run(restoreStaffSession());
    const result = await test.core.run(signInStaff({ email: "officer@ictm.gov.bn", password: "wrong" }));
    expect(result.ok ? null : result.error).toMatchObject({ _tag: "LoginDetailsIncorrect", message: "Login details incorrect. Please try again." });
    expect(test.types()).not.toContain("v1.StaffSessionExpired");
  });

  it("restores from its own key; signing out revokes the token and clears only the staff session", async () => {
    const test = makeTestCore({
      saved: member,
      staff: staffSession,
      script: [{ method: "POST", path: "/sign-outs", status: 200, body: { data: { signedOut: true } } }],
    });
    await test.core.run(restoreSession());
    await test.core.run(restoreStaffSession());
    expect(test.core.stores.staffSession.value).toEqual({ status: "loggedIn", ...staffSession });

    expect(await test.core.run(signOutStaff())).toEqual({ ok: true, value: { revokedOnServer: true } });
    expect(test.http.requests[0]?.headers["authorization"]).toBe("Bearer staff-tok");
    expect(test.core.stores.staffSession.value).toEqual({ status: "loggedOut", token: null, staff: null });
    expect(test.staffSaved()).toBeNull();
    expect(test.saved()).not.toBeNull();
  });
});

describe("business verifications in the back-office", () => {
  it("lists requests by status with the staff token as Bearer, never the member's", async () => {
    const test = makeTestCore({
      saved: member,
      staff: staffSession,
      script: [{ method: "GET", path: "/business-verifications", status: 200, body: { data: [aBusinessVerification] } }],
    });
    await test.core.run(restoreSession());
    await test.core.run(restoreStaffSession());
    await test.core.run(loadBusinessVerifications({ status: "pending" }));

    const request = test.http.requests[0];
    expect(request?.url).toBe("http://portal.test/backoffice/api/v1/business-verifications?status=pending");
    expect(request?.headers["authorization"]).toBe("Bearer staff-tok");
    expect(request?.headers["x-member-authorization"]).toBeUndefined();
    expect(test.core.stores.businessVerifications.value).toEqual({ status: "loaded", filter: "pending", items: [aBusinessVerification] });
  });

  it("a staff 401 expires only the staff session: 'Sorry, please login again.', the member stays signed in", async () => {
    const test = makeTestCore({
      saved: member,
      staff: staffSession,
      script: [{ method: "GET", path: "/business-verifications", status: 401, body: problem(401) }],
    });
    await test.core.run(restoreSession());
    await test.core.run(restoreStaffSession());
    const result = await test.core.run(loadBusinessVerifications());

    expect(result.ok ? null : result.error).toMatchObject({ _tag: "SessionExpired", message: "Sorry, please login again." });
    expect(test.types()).toContain("v1.StaffSessionExpired");
    expect(test.types()).not.toContain("v1.SessionExpired");
    expect(test.core.stores.staffSession.value.status).toBe("loggedOut");
    expect(test.staffSaved()).toBeNull();
    expect(test.core.stores.session.value.status).toBe("loggedIn");
    expect(test.saved()).not.toBeNull();
  });

  it("a rejection needs a reason; an approval is posted and leaves the pending list", async () => {
    const approved = { ...aBusinessVerification, status: "approved" as const, decidedAt: "2025-02-03T00:00:00.000Z" };
    const test = makeTestCore({
      staff: staffSession,
      script: [
        { method: "GET", path: "/business-verifications", status: 200, body: { data: [aBusinessVerification] } },
        { method: "POST", path: `/business-verifications/${aBusinessVerification.businessKey}/decisions`, status: 200, body: { data: approved } },
      ],
    });
    await test.core.run(restoreStaffSession());
    await test.core.run(loadBusinessVerifications());
    const businessKey = aBusinessVerification.businessKey;

    const rejected = await test.core.run(decideBusinessVerification({ businessKey, decision: "rejected", reason: "  ", version: 1 }));
    expect(rejected.ok ? null : rejected.error).toMatchObject({ fieldErrors: { reason: "Please say why the request is rejected." } });

    const result = await test.core.run(decideBusinessVerification({ businessKey, decision: "approved", version: 1 }));
    expect(result).toEqual({ ok: true, value: approved });
    expect(JSON.parse(test.http.requests[1]?.body ?? "")).toEqual({ decision: "approved" });
    expect(test.http.requests[1]?.headers["if-match"]).toBe('"1"');
    expect(test.core.stores.businessVerifications.value.items).toEqual([]);
    expect(test.core.stores.toasts.value.map((toast) => [toast.tone, toast.message])).toEqual([
      ["danger", "Please say why the request is rejected."],
      ["success", "Saved Successfully"],
    ]);
  });
});
