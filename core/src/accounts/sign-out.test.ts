import { describe, expect, it } from "vitest";
import { aMember, makeTestCore } from "../test-support/test-core.ts";
import { restoreSession } from "./restore-session.ts";
import { signOut } from "./sign-out.ts";

const saved = { token: "tok-1", member: aMember, accountType: "Talent" as const, profilePicture: null };
const loggedOut = { status: "loggedOut", token: null, member: null, accountType: null, profilePicture: null, business: null };

describe("signOut", () => {
  it("revokes the token with the member's header and clears the session, storage and cookie", async () => {
    const test = makeTestCore({
      saved,
      cookieToken: "tok-1",
      script: [{ method: "POST", path: "/members/sign-outs", status: 200, body: { data: { signedOut: true } } }],
    });
    await test.core.run(restoreSession());
    const result = await test.core.run(signOut());

    expect(result).toEqual({ ok: true, value: { revokedOnServer: true } });
    expect(test.http.requests[0]?.headers["x-member-authorization"]).toBe("tok-1");
    expect(test.core.stores.session.value).toEqual(loggedOut);
    expect(test.saved()).toBeNull();
    expect(test.cookies.read()).toBe("");
  });

  it("clears everything even when the server answers 401, without a toast", async () => {
    const test = makeTestCore({
      saved,
      cookieToken: "tok-1",
      script: [{ method: "POST", path: "/members/sign-outs", status: 401, body: { title: "Unauthorized", status: 401 } }],
    });
    await test.core.run(restoreSession());
    const result = await test.core.run(signOut());

    expect(result).toEqual({ ok: true, value: { revokedOnServer: false } });
    expect(test.core.stores.session.value).toEqual(loggedOut);
    expect(test.saved()).toBeNull();
    expect(test.cookies.read()).toBe("");
    expect(test.core.stores.toasts.value).toEqual([]);
    expect(test.types()).toEqual(["v1.SessionRestored", "v1.SignedOut"]);
  });

  it("clears the session locally when the server cannot be reached", async () => {
    const test = makeTestCore({ saved });
    await test.core.run(restoreSession());
    const result = await test.core.run(signOut());

    expect(result.ok).toBe(true);
    expect(test.http.unexpected).toEqual(["POST /api/v1/members/sign-outs"]);
    expect(test.core.stores.session.value).toEqual(loggedOut);
  });
});
