import { describe, expect, it } from "vitest";
import { aBusinessProfile } from "../test-support/fixtures.ts";
import { aBusinessMember, aMember, makeTestCore, problem } from "../test-support/test-core.ts";
import { restoreSession } from "./restore-session.ts";

const profile = { ...aMember, activatedAt: "2025-01-02T03:04:05.000Z", createdAt: "2025-01-01T00:00:00.000Z" };
const { accountType: _accountType, ...profileFields } = profile;

describe("restoreSession", () => {
  it("with nothing saved, the person is logged out", async () => {
    const { core, types } = makeTestCore();
    expect(core.stores.session.value.status).toBe("unknown");
    const result = await core.run(restoreSession());

    expect(result).toEqual({ ok: true, value: null });
    expect(core.stores.session.value.status).toBe("loggedOut");
    expect(types()).toEqual(["v1.SessionRestored"]);
  });

  it("with a saved session, the person is logged in with it and no call is made", async () => {
    const saved = { token: "tok-1", member: aMember, accountType: "Talent" as const, profilePicture: null };
    const { core, http } = makeTestCore({ saved });
    await core.run(restoreSession());

    expect(core.stores.session.value).toEqual({ status: "loggedIn", ...saved, business: null });
    expect(http.requests).toEqual([]);
  });

  it("with only the cookie, the person is logged in by token and the profile fills in the member", async () => {
    const test = makeTestCore({
      cookieToken: "tok-9",
      script: [{ method: "GET", path: "/talents/profiles", status: 200, body: { data: profileFields } }],
    });
    await test.core.run(restoreSession());

    expect(test.http.requests[0]?.headers["x-member-authorization"]).toBe("tok-9");
    expect(test.core.stores.session.value).toEqual({
      status: "loggedIn",
      token: "tok-9",
      member: aMember,
      accountType: "Talent",
      profilePicture: null,
      business: null,
    });
    expect(test.core.stores.talentProfile.value).toEqual({ status: "loaded", profile: profileFields });
    expect(JSON.parse(test.saved() ?? "null")).toMatchObject({ token: "tok-9", member: aMember });
  });

  it("a cookie whose token the server no longer knows ends logged out, silently", async () => {
    const test = makeTestCore({
      cookieToken: "tok-old",
      script: [{ method: "GET", path: "/talents/profiles", status: 401, body: { title: "Unauthorized", status: 401 } }],
    });
    const result = await test.core.run(restoreSession());

    expect(result.ok).toBe(true);
    expect(test.core.stores.session.value.status).toBe("loggedOut");
    expect(test.core.stores.toasts.value).toEqual([]);
    expect(test.cookies.read()).toBe("");
    expect(test.types()).toEqual(["v1.SessionRestored", "v1.QueryStarted", "v1.SessionExpired", "v1.CommandFailed"]);
  });

  it("a saved Business session restores with its business and makes no call", async () => {
    const business = { key: "16fd2706-8baf-433b-82eb-8c7fada847da", businessName: "DataWorks Sdn Bhd" };
    const saved = { token: "tok-b", member: aBusinessMember, accountType: "Business" as const, profilePicture: null, business };
    const test = makeTestCore({ saved });
    await test.core.run(restoreSession());

    expect(test.core.stores.session.value).toEqual({ status: "loggedIn", ...saved });
    expect(test.http.requests).toEqual([]);
  });

  it("a session saved before Businesses existed (no business key) still restores", async () => {
    const saved = { token: "tok-1", member: aMember, accountType: "Talent" as const, profilePicture: null };
    const test = makeTestCore({ saved });
    await test.core.run(restoreSession());
    expect(test.core.stores.session.value).toEqual({ status: "loggedIn", ...saved, business: null });
  });

  it("a cookie whose token the Talent profile refuses with 403 is a Business: it learns which one, silently, and remembers", async () => {
    const test = makeTestCore({
      cookieToken: "tok-b",
      script: [
        { method: "GET", path: "/talents/profiles", status: 403, body: problem(403, "Only a Talent has a Talent profile.") },
        { method: "GET", path: "/businesses/profiles", status: 200, body: { data: { ...aBusinessProfile, logo: "/api/v1/files/logo1234567890abcd" } } },
      ],
    });
    const result = await test.core.run(restoreSession());

    expect(result.ok).toBe(true);
    const business = { key: aBusinessProfile.key, businessName: aBusinessProfile.businessName, logo: "/api/v1/files/logo1234567890abcd" };
    expect(test.core.stores.session.value).toEqual({
      status: "loggedIn", token: "tok-b", member: null, accountType: "Business", profilePicture: null, business,
    });
    expect(test.core.stores.toasts.value).toEqual([]);
    expect(test.core.stores.talentProfile.value).toEqual({ status: "idle", profile: null });
    expect(test.core.stores.businessProfile.value.status).toBe("loaded");
    expect(test.types()).toEqual([
      "v1.SessionRestored", "v1.QueryStarted", "v1.CommandFailed", "v1.AccountTypeLearned", "v1.QueryStarted", "v1.BusinessProfileLoaded",
    ]);

    // The next start reads the account type and business from storage and asks the server nothing.
    const next = makeTestCore({ saved: JSON.parse(test.saved() ?? "null") });
    await next.core.run(restoreSession());
    expect(next.core.stores.session.value).toMatchObject({ status: "loggedIn", token: "tok-b", accountType: "Business", business });
    expect(next.http.requests).toEqual([]);
  });

  it("a saved Business that never learned its business asks the Business profile, silently", async () => {
    const saved = { token: "tok-b", member: null, accountType: "Business" as const, profilePicture: null, business: null };
    const test = makeTestCore({
      saved,
      script: [{ method: "GET", path: "/businesses/profiles", status: 200, body: { data: aBusinessProfile } }],
    });
    await test.core.run(restoreSession());
    expect(test.core.stores.session.value.business).toEqual({ key: aBusinessProfile.key, businessName: aBusinessProfile.businessName, logo: null });
    expect(test.http.requests.map((request) => new URL(request.url).pathname)).toEqual(["/api/v1/businesses/profiles"]);
  });

  it("a cookie-only restore that cannot reach the server stays signed in by token, account type unknown", async () => {
    const test = makeTestCore({ cookieToken: "tok-9" });
    await test.core.run(restoreSession());
    expect(test.core.stores.session.value).toMatchObject({ status: "loggedIn", token: "tok-9", member: null, accountType: null });
    expect(test.core.stores.toasts.value).toEqual([]);
  });
});
