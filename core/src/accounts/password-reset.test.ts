import { describe, expect, it } from "vitest";
import { aMember, makeTestCore, problem, problemOf } from "../test-support/test-core.ts";
import { requestPasswordReset } from "./request-password-reset.ts";
import { resetPassword } from "./reset-password.ts";
import { restoreSession } from "./restore-session.ts";

const notice = { message: "If an account has this address, a link to choose a new password is on its way." };
const changed = { data: { passwordChanged: true, otherSessionsRevoked: 2 } };
const link = { token: "reset-abc", memberEmail: "ann@example.com", newPassword: "new correct horse" };

describe("requestPasswordReset", () => {
  it.each([
    ["Business", "/businesses/reset-password-request", "businessEmail"],
    ["Talent", "/talents/reset-password-request", "talentEmail"],
  ] as const)("a %s asks at %s with the address as %s", async (accountType, path, name) => {
    const test = makeTestCore({ script: [{ method: "POST", path, status: 202, body: { data: notice } }] });
    const result = await test.core.run(requestPasswordReset({ accountType, email: "ann@example.com" }));

    expect(result).toEqual({ ok: true, value: notice });
    expect(test.http.requests[0]?.url).toBe(`http://portal.test/api/v1${path}?${name}=ann%40example.com`);
    expect(test.core.eventLog.snapshot().map(({ type, payload }) => ({ type, payload }))).toEqual([
      { type: "v1.PasswordResetRequested", payload: { accountType, email: "ann@example.com" } },
    ]);
  });

  it("too many requests is TooManyAttempts; a 401 here never expires a session", async () => {
    const test = makeTestCore({
      script: [
        { method: "POST", path: "/talents/reset-password-request", status: 429, body: problem(429, "Too many requests. Please wait.") },
        { method: "POST", path: "/talents/reset-password-request", status: 401, body: problem(401) },
      ],
    });
    const first = await test.core.run(requestPasswordReset({ accountType: "Talent", email: "ann@example.com" }));
    const second = await test.core.run(requestPasswordReset({ accountType: "Talent", email: "ann@example.com" }));

    expect(first.ok ? null : first.error).toMatchObject({ _tag: "TooManyAttempts", message: "Too many requests. Please wait." });
    expect(second.ok ? null : second.error).toMatchObject({ _tag: "Refused" });
    expect(test.types()).not.toContain("v1.SessionExpired");
  });

  it("an address that is not one is named before any call", async () => {
    const test = makeTestCore();
    const result = await test.core.run(requestPasswordReset({ accountType: "Business", email: "hr at dataworks" }));
    expect(result.ok ? null : result.error).toMatchObject({ fieldErrors: { email: "Please enter a valid e-mail address." } });
    expect(test.http.requests).toEqual([]);
  });
});

describe("resetPassword", () => {
  it("posts the link's token and e-mail with the new password and appends PasswordReset", async () => {
    const test = makeTestCore({ script: [{ method: "POST", path: "/members/password-resets", status: 200, body: changed }] });
    const result = await test.core.run(resetPassword(link));

    expect(result).toEqual({ ok: true, value: { passwordChanged: true, otherSessionsRevoked: 2 } });
    expect(JSON.parse(test.http.requests[0]?.body ?? "")).toEqual(link);
    expect(test.core.eventLog.snapshot().map(({ type, payload }) => ({ type, payload }))).toEqual([
      { type: "v1.PasswordReset", payload: { memberEmail: "ann@example.com", otherSessionsRevoked: 2 } },
    ]);
  });

  it("a used or expired link is PasswordResetLinkInvalid in the contract's words", async () => {
    const message = "This password reset link is invalid or has expired. Please request a new one.";
    const test = makeTestCore({ script: [{ method: "POST", path: "/members/password-resets", status: 410, body: problemOf("reset-link-invalid", message) }] });
    const result = await test.core.run(resetPassword(link));
    expect(result.ok ? null : result.error).toMatchObject({ _tag: "PasswordResetLinkInvalid", message });
  });

  it("resetting the password of the member signed in here signs this device out too", async () => {
    const saved = { token: "tok-1", member: aMember, accountType: "Talent" as const, profilePicture: null };
    const test = makeTestCore({ saved, script: [{ method: "POST", path: "/members/password-resets", status: 200, body: changed }] });
    await test.core.run(restoreSession());
    await test.core.run(resetPassword({ ...link, memberEmail: "Ann@Example.com" }));

    expect(test.core.stores.session.value.status).toBe("loggedOut");
    expect(test.saved()).toBeNull();
  });

  it("another member's reset leaves this session alone", async () => {
    const saved = { token: "tok-1", member: aMember, accountType: "Talent" as const, profilePicture: null };
    const test = makeTestCore({ saved, script: [{ method: "POST", path: "/members/password-resets", status: 200, body: changed }] });
    await test.core.run(restoreSession());
    await test.core.run(resetPassword({ ...link, memberEmail: "bob@example.com" }));
    expect(test.core.stores.session.value.status).toBe("loggedIn");
  });

  it("a link without a token reads the reset-link words, and a short password the password rule", async () => {
    const test = makeTestCore();
    const result = await test.core.run(resetPassword({ ...link, token: "", newPassword: "short" }));
    expect(result.ok ? null : result.error).toMatchObject({
      fieldErrors: {
        token: "This password reset link is invalid or has expired. Please request a new one.",
        newPassword: "Passwords are 8 to 128 characters long.",
      },
    });
    expect(test.http.requests).toEqual([]);
  });
});
