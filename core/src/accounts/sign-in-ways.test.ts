import { describe, expect, it } from "vitest";
import { aBusiness, aBusinessMember, aMember, makeTestCore, problemOf } from "../test-support/test-core.ts";
import { restoreSession } from "./restore-session.ts";
import { signIn } from "./sign-in.ts";
import { signOut } from "./sign-out.ts";

const businessAnswer = { data: { accessToken: "tok-b", member: aBusinessMember, business: aBusiness } };
const businessSession = {
  token: "tok-b",
  member: aBusinessMember,
  accountType: "Business",
  profilePicture: null,
  business: { key: aBusiness.key, businessName: "DataWorks Sdn Bhd", logo: null },
};

describe("signIn as a Business", () => {
  it("by e-mail keeps the business's key and name in the session, the log and storage", async () => {
    const test = makeTestCore({ script: [{ method: "POST", path: "/businesses/sign-ins/username-pwd", status: 200, body: businessAnswer }] });
    const result = await test.core.run(signIn({ accountType: "Business", email: "hr@dataworks.bn", password: "secret pass" }));

    expect(result).toEqual({ ok: true, value: businessSession });
    expect(test.core.stores.session.value).toEqual({ status: "loggedIn", ...businessSession });
    expect(test.core.eventLog.snapshot().map(({ type, payload }) => ({ type, payload }))).toEqual([{ type: "v1.SignedIn", payload: businessSession }]);
    expect(JSON.parse(test.saved() ?? "null")).toEqual(businessSession);
    expect(test.cookies.read()).toBe("ictm_member_token=tok-b");
  });

  it("a Business session survives a restart through storage, and signing out clears business and all", async () => {
    const first = makeTestCore({ script: [{ method: "POST", path: "/businesses/sign-ins/google", status: 200, body: businessAnswer }] });
    await first.core.run(signIn({ accountType: "Business", method: "google", googleCredentials: "eyJ.google.jwt" }));
    expect(JSON.parse(first.http.requests[0]?.body ?? "")).toEqual({ googleCredentials: "eyJ.google.jwt" });

    const saved = JSON.parse(first.saved() ?? "null");
    const next = makeTestCore({ saved, script: [{ method: "POST", path: "/members/sign-outs", status: 200, body: { data: { signedOut: true } } }] });
    await next.core.run(restoreSession());
    expect(next.core.stores.session.value).toEqual({ status: "loggedIn", ...businessSession });
    expect(next.http.requests.map((request) => request.url)).toEqual([]);

    await next.core.run(signOut());
    expect(next.core.stores.session.value).toEqual({
      status: "loggedOut", token: null, member: null, accountType: null, profilePicture: null, business: null,
    });
    expect(next.saved()).toBeNull();
  });

  it("by LinkedIn posts the access token to the Business call", async () => {
    const test = makeTestCore({ script: [{ method: "POST", path: "/businesses/sign-ins/linkedin", status: 200, body: businessAnswer }] });
    const result = await test.core.run(signIn({ accountType: "Business", method: "linkedin", accessToken: "li-token" }));
    expect(result.ok).toBe(true);
    expect(JSON.parse(test.http.requests[0]?.body ?? "")).toEqual({ accessToken: "li-token" });
  });

  it("an unactivated Business is refused with the server's words", async () => {
    const test = makeTestCore({
      script: [{ method: "POST", path: "/businesses/sign-ins/username-pwd", status: 403, body: problemOf("activation-required", "Please activate your account first.") }],
    });
    const result = await test.core.run(signIn({ accountType: "Business", email: "hr@dataworks.bn", password: "secret pass" }));
    expect(result.ok ? null : result.error).toMatchObject({ _tag: "AccountNotActivated", message: "Please activate your account first." });
  });
});

describe("signIn with Google or LinkedIn", () => {
  it("a Talent by Google is signed in with no business", async () => {
    const test = makeTestCore({
      script: [{ method: "POST", path: "/talents/sign-ins/google", status: 200, body: { data: { accessToken: "tok-g", member: aMember } } }],
    });
    const result = await test.core.run(signIn({ accountType: "Talent", method: "google", googleCredentials: "eyJ.jwt" }));
    expect(result).toEqual({ ok: true, value: { token: "tok-g", member: aMember, accountType: "Talent", profilePicture: null, business: null } });
  });

  it.each([
    ["/talents/sign-ins/google", "google", "google-identity-refused", "We could not verify your Google account. Please try again.", "IdentityNotVerified"],
    ["/talents/sign-ins/linkedin", "linkedin", "linkedin-identity-refused", "We could not verify your LinkedIn account. Please try again.", "IdentityNotVerified"],
    ["/talents/sign-ins/google", "google", "no-account-yet", "There is no account for this address yet. Please sign up first.", "NoAccountForIdentity"],
  ] as const)("a 401 on %s (%s, %s) is not an expired session", async (path, method, kind, message, tag) => {
    const test = makeTestCore({ script: [{ method: "POST", path, status: 401, body: problemOf(kind, message) }] });
    const input =
      method === "google"
        ? { accountType: "Talent" as const, method, googleCredentials: "eyJ.jwt" }
        : { accountType: "Talent" as const, method, accessToken: "li-token" };
    const result = await test.core.run(signIn(input));

    expect(result.ok ? null : result.error).toMatchObject({ _tag: tag, message });
    expect(test.types()).toEqual(["v1.CommandFailed"]);
    expect(test.core.stores.toasts.value.map((toast) => [toast.tone, toast.message])).toEqual([["danger", message]]);
  });

  it("an identity whose e-mail belongs to the other kind of account reads the duplicate e-mail words", async () => {
    const message = "Sorry, this email already belongs to an account. Please login instead.";
    const test = makeTestCore({ script: [{ method: "POST", path: "/businesses/sign-ins/google", status: 409, body: problemOf("email-taken", message) }] });
    const result = await test.core.run(signIn({ accountType: "Business", method: "google", googleCredentials: "eyJ.jwt" }));
    expect(result.ok ? null : result.error).toMatchObject({ _tag: "EmailAlreadyRegistered", message });
  });

  it("a missing token names only the field of the chosen way, and nothing is sent", async () => {
    const test = makeTestCore();
    const google = await test.core.run(signIn({ accountType: "Talent", method: "google", googleCredentials: "" }));
    const linkedIn = await test.core.run(signIn({ accountType: "Business", method: "linkedin", accessToken: "" }));

    expect(google.ok ? null : google.error).toMatchObject({
      _tag: "ValidationFailed",
      fieldErrors: { googleCredentials: "Please sign in with Google again." },
    });
    expect(linkedIn.ok ? null : linkedIn.error).toMatchObject({
      fieldErrors: { accessToken: "Please sign in with LinkedIn again." },
    });
    expect(test.http.requests).toEqual([]);
  });
});
