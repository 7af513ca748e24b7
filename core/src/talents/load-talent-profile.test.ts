import { describe, expect, it } from "vitest";
import { restoreSession } from "../accounts/restore-session.ts";
import { aMember, makeTestCore } from "../test-support/test-core.ts";
import { loadTalentProfile } from "./load-talent-profile.ts";

const saved = { token: "tok-1", member: aMember, accountType: "Talent" as const, profilePicture: null };

describe("loadTalentProfile", () => {
  it("loads the profile with the member's token", async () => {
    const profile = { ...aMember, activatedAt: null, createdAt: "2025-01-01T00:00:00.000Z", accountType: undefined };
    const { accountType: _omit, ...body } = profile;
    const test = makeTestCore({ saved, script: [{ method: "GET", path: "/talents/profiles", status: 200, body: { data: body } }] });
    await test.core.run(restoreSession());
    const result = await test.core.run(loadTalentProfile());

    expect(result).toEqual({ ok: true, value: body });
    expect(test.http.requests[0]?.headers["x-member-authorization"]).toBe("tok-1");
    expect(test.core.stores.talentProfile.value).toEqual({ status: "loaded", profile: body });
  });

  it("a 401 expires the session: logged out, storage cleared, and 'Sorry, please login again.' as a toast", async () => {
    const test = makeTestCore({
      saved,
      cookieToken: "tok-1",
      script: [{ method: "GET", path: "/talents/profiles", status: 401, body: { title: "Unauthorized", status: 401, messages: ["Token revoked"] } }],
    });
    await test.core.run(restoreSession());
    const result = await test.core.run(loadTalentProfile());

    expect(result.ok ? null : result.error).toMatchObject({ _tag: "SessionExpired", message: "Sorry, please login again." });
    expect(test.core.stores.session.value).toEqual({
      status: "loggedOut",
      token: null,
      member: null,
      accountType: null,
      profilePicture: null,
      business: null,
    });
    expect(test.core.stores.talentProfile.value.status).toBe("failed");
    expect(test.saved()).toBeNull();
    expect(test.cookies.read()).toBe("");
    expect(test.core.stores.toasts.value.map((toast) => toast.message)).toEqual(["Sorry, please login again."]);
    expect(test.types()).toEqual(["v1.SessionRestored", "v1.QueryStarted", "v1.SessionExpired", "v1.CommandFailed"]);
  });

  it("a broken answer reads 'Sorry, an unexpected error has occurred.' and keeps the session", async () => {
    const test = makeTestCore({ saved, script: [{ method: "GET", path: "/talents/profiles", status: 200, body: "<html>oops" }] });
    await test.core.run(restoreSession());
    const result = await test.core.run(loadTalentProfile());

    expect(result.ok ? null : result.error).toMatchObject({ _tag: "UnexpectedError", message: "Sorry, an unexpected error has occurred." });
    expect(test.core.stores.session.value.status).toBe("loggedIn");
  });
});
