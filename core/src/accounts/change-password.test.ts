import { describe, expect, it } from "vitest";
import { aMember, makeTestCore, problem, problemOf } from "../test-support/test-core.ts";
import { changePassword } from "./change-password.ts";
import { restoreSession } from "./restore-session.ts";

const saved = { token: "tok-1", member: aMember, accountType: "Talent" as const, profilePicture: null };
const input = { currentPassword: "old correct horse", newPassword: "new correct horse" };

describe("changePassword", () => {
  it("puts both passwords with the member's token, keeps this session and says 'Saved Successfully'", async () => {
    const test = makeTestCore({
      saved,
      script: [{ method: "PUT", path: "/password-change", status: 200, body: { data: { passwordChanged: true, otherSessionsRevoked: 1 } } }],
    });
    await test.core.run(restoreSession());
    const result = await test.core.run(changePassword(input));

    expect(result).toEqual({ ok: true, value: { passwordChanged: true, otherSessionsRevoked: 1 } });
    expect(test.http.requests[0]?.headers["x-member-authorization"]).toBe("tok-1");
    expect(JSON.parse(test.http.requests[0]?.body ?? "")).toEqual(input);
    expect(test.types()).toEqual(["v1.SessionRestored", "v1.PasswordChanged", "v1.ChangesSaved"]);
    expect(test.core.stores.toasts.value).toEqual([{ id: "toast-1", tone: "success", message: "Saved Successfully" }]);
    expect(test.core.stores.session.value.status).toBe("loggedIn");
  });

  it("a wrong current password is CurrentPasswordIncorrect, and the session stays", async () => {
    const test = makeTestCore({
      saved,
      script: [{ method: "PUT", path: "/password-change", status: 403, body: problemOf("current-password-wrong", "Your current password is not correct.") }],
    });
    await test.core.run(restoreSession());
    const result = await test.core.run(changePassword(input));

    expect(result.ok ? null : result.error).toMatchObject({ _tag: "CurrentPasswordIncorrect", message: "Your current password is not correct." });
    expect(test.core.stores.toasts.value.map((toast) => [toast.tone, toast.message])).toEqual([["danger", "Your current password is not correct."]]);
    expect(test.core.stores.session.value.status).toBe("loggedIn");
  });

  it("a 401 is a protected call's: the session expires with 'Sorry, please login again.'", async () => {
    const test = makeTestCore({ saved, script: [{ method: "PUT", path: "/password-change", status: 401, body: problem(401, "Token revoked") }] });
    await test.core.run(restoreSession());
    const result = await test.core.run(changePassword(input));

    expect(result.ok ? null : result.error).toMatchObject({ _tag: "SessionExpired", message: "Sorry, please login again." });
    expect(test.core.stores.session.value.status).toBe("loggedOut");
    expect(test.saved()).toBeNull();
  });

  it("an empty current password and a short new one are named before any call", async () => {
    const test = makeTestCore({ saved });
    const result = await test.core.run(changePassword({ currentPassword: "", newPassword: "short" }));
    expect(result.ok ? null : result.error).toMatchObject({
      fieldErrors: { currentPassword: "Please enter your current password.", newPassword: "Passwords are 8 to 128 characters long." },
    });
    expect(test.http.requests).toEqual([]);
  });
});
