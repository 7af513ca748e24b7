// The spec's error catalogue (§8), row by row, through a real core and a scripted server.
import { Effect } from "effect";
import { describe, expect, it } from "vitest";
import { ApiClient } from "../api/api-client.ts";
import { toCoreError } from "../api/failure.ts";
import { changePassword } from "../accounts/change-password.ts";
import { restoreSession } from "../accounts/restore-session.ts";
import { signIn } from "../accounts/sign-in.ts";
import { signOut } from "../accounts/sign-out.ts";
import { signUpTalent } from "../accounts/sign-up-talent.ts";
import { loadTalentProfile } from "../talents/load-talent-profile.ts";
import { aMember, makeTestCore, problemOf } from "../test-support/test-core.ts";
import { MESSAGES, SAVED_SUCCESSFULLY } from "./catalogue.ts";

const saved = { token: "tok-1", member: aMember, accountType: "Talent" as const, profilePicture: null };
const signUp = { email: "ann@example.com", password: "correct horse", name: "Ann" };
const credentials = { accountType: "Talent" as const, email: "ann@example.com", password: "correct horse" };
const toastsOf = (test: ReturnType<typeof makeTestCore>) => test.core.stores.toasts.value.map(({ tone, message }) => [tone, message]);

describe("the error catalogue (§8)", () => {
  it("default for any failure: 'Sorry, an unexpected error has occurred.'", async () => {
    const test = makeTestCore({ saved, script: [{ method: "GET", path: "/talents/profiles", status: 500, body: { status: 500 } }] });
    await test.core.run(restoreSession());
    const broken = await test.core.run(loadTalentProfile());
    const offline = await test.core.run(loadTalentProfile());

    expect(broken.ok ? null : broken.error.message).toBe("Sorry, an unexpected error has occurred.");
    expect(offline.ok ? null : offline.error).toMatchObject({ _tag: "NetworkError", message: MESSAGES.unexpected });
  });

  it("e-mail already in use: 'Sorry, this email already belongs to an account. Please login instead.'", async () => {
    const message = "Sorry, this email already belongs to an account. Please login instead.";
    const test = makeTestCore({
      script: [{ method: "POST", path: "/talents/sign-ups/username-pwd", status: 409, body: problemOf("email-taken", message) }],
    });
    const result = await test.core.run(signUpTalent(signUp));
    expect(result.ok ? null : result.error).toMatchObject({ _tag: "EmailAlreadyRegistered", message });
    // When the server sends no words at all, the situation keeps the catalogue's.
    expect(toCoreError({ status: 409, body: { type: "urn:ictm:problem:email-taken", status: 409 } }).message).toBe(message);
  });

  it("files rejected: 'Sorry, these files are not accepted.'", () => {
    const error = toCoreError({ status: 415, body: { status: 415 } });
    expect(toCoreError({ status: 413, body: { type: "urn:ictm:problem:files-rejected", status: 413 } }).message).toBe(MESSAGES.filesNotAccepted);
    expect(error).toMatchObject({ _tag: "FilesNotAccepted", message: "Sorry, these files are not accepted." });
  });

  it("wrong credentials: 'Login details incorrect. Please try again.'", async () => {
    const test = makeTestCore({ script: [{ method: "POST", path: "/talents/sign-ins/username-pwd", status: 401, body: { status: 401 } }] });
    const result = await test.core.run(signIn(credentials));
    expect(result.ok ? null : result.error).toMatchObject({ _tag: "LoginDetailsIncorrect", message: "Login details incorrect. Please try again." });
  });

  it("HTTP 401 on a protected call: 'Sorry, please login again.', whatever the server said, and the session ends", async () => {
    const test = makeTestCore({
      saved,
      script: [{ method: "PUT", path: "/password-change", status: 401, body: { title: "Unauthorized", status: 401, messages: ["Token revoked"] } }],
    });
    await test.core.run(restoreSession());
    const result = await test.core.run(changePassword({ currentPassword: "old", newPassword: "new correct horse" }));

    expect(result.ok ? null : result.error).toMatchObject({ _tag: "SessionExpired", message: "Sorry, please login again." });
    expect(test.core.stores.session.value.status).toBe("loggedOut");
  });

  it("success: 'Saved Successfully' as a success toast", async () => {
    const test = makeTestCore({
      saved,
      script: [{ method: "PUT", path: "/password-change", status: 200, body: { data: { passwordChanged: true, otherSessionsRevoked: 0 } } }],
    });
    await test.core.run(restoreSession());
    await test.core.run(changePassword({ currentPassword: "old", newPassword: "new correct horse" }));
    expect(toastsOf(test)).toEqual([["success", SAVED_SUCCESSFULLY]]);
    expect(SAVED_SUCCESSFULLY).toBe("Saved Successfully");
  });

  it("the order rule: messages[0], else the first entry of errors, else title", async () => {
    const body = (extra: object) => ({ title: "Title", status: 422, ...extra });
    const test = makeTestCore({
      script: [
        { method: "POST", path: "/talents/sign-ups/username-pwd", status: 422, body: body({ messages: ["First", "Second"], errors: { name: ["Field"] } }) },
        { method: "POST", path: "/talents/sign-ups/username-pwd", status: 422, body: body({ messages: [], errors: { name: ["", "Field"] } }) },
        { method: "POST", path: "/talents/sign-ups/username-pwd", status: 422, body: body({}) },
      ],
    });
    const texts = [];
    for (let i = 0; i < 3; i++) {
      const result = await test.core.run(signUpTalent(signUp));
      texts.push(result.ok ? null : result.error.message);
    }
    expect(texts).toEqual(["First", "Field", "Title"]);
  });

  it("errors appear as danger toasts, one per failure", async () => {
    const test = makeTestCore({
      script: [{ method: "POST", path: "/talents/sign-ins/username-pwd", status: 429, body: { title: "Too Many Requests", status: 429 } }],
    });
    await test.core.run(signIn(credentials));
    await test.core.run(signIn(credentials)); // unscripted: no answer at all
    expect(toastsOf(test)).toEqual([["danger", "Too Many Requests"], ["danger", MESSAGES.unexpected]]);
  });

  it("calls flagged to skip the authentication check show no toast, and do not end the session", async () => {
    const unauthorized = { status: 401, body: { title: "Unauthorized", status: 401 } };
    const test = makeTestCore({
      saved,
      script: [
        { method: "GET", path: "/talents/profiles", ...unauthorized },
        { method: "POST", path: "/members/sign-outs", ...unauthorized },
      ],
    });
    await test.core.run(restoreSession());
    const flagged = ApiClient.use((api) => api.portal((client) => client.GET("/talents/profiles"), { skipAuthCheck: true }));
    const result = await test.core.run(Effect.asVoid(flagged), { command: "test.flagged" });

    expect(result.ok ? null : result.error).toMatchObject({ _tag: "SessionExpired", silent: true });
    expect(test.core.stores.session.value.status).toBe("loggedIn");
    await test.core.run(signOut()); // sign-out's own call is flagged too
    expect(toastsOf(test)).toEqual([]);
  });
});
