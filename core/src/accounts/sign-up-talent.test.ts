import { describe, expect, it } from "vitest";
import { aMember, makeTestCore, problemOf } from "../test-support/test-core.ts";
import { signUpTalent } from "./sign-up-talent.ts";

const form = { email: "ann@example.com", password: "correct horse", name: "Ann Talent" };

describe("signUpTalent", () => {
  it("posts email, password and name, appends TalentSignedUp and does not sign in", async () => {
    const test = makeTestCore({
      script: [
        { method: "POST", path: "/talents/sign-ups/username-pwd", status: 201, body: { data: { member: aMember, activationRequired: true } } },
      ],
    });
    const result = await test.core.run(signUpTalent(form));

    expect(result).toEqual({ ok: true, value: { signedIn: false, member: aMember, activationRequired: true, session: null } });
    expect(JSON.parse(test.http.requests[0]?.body ?? "")).toEqual(form);
    expect(test.types()).toEqual(["v1.TalentSignedUp"]);
    expect(test.core.stores.session.value.token).toBeNull();
  });

  it("an e-mail already in use reads the catalogue's words, said by the form alone (no toast over its link)", async () => {
    const message = "Sorry, this email already belongs to an account. Please login instead.";
    const test = makeTestCore({
      script: [{ method: "POST", path: "/talents/sign-ups/username-pwd", status: 409, body: { type: "urn:ictm:problem:email-taken", title: "Conflict", status: 409, messages: [message] } }],
    });
    const result = await test.core.run(signUpTalent(form));

    expect(result.ok ? null : result.error).toMatchObject({ _tag: "EmailAlreadyRegistered", message, silent: true });
    expect(test.core.stores.toasts.value).toEqual([]);
  });

  it("the server's field errors come back per field, first message first", async () => {
    const test = makeTestCore({
      script: [
        {
          method: "POST",
          path: "/talents/sign-ups/username-pwd",
          status: 400,
          body: { title: "Bad Request", status: 400, errors: { name: ["Please enter your name (up to 120 characters)."] } },
        },
      ],
    });
    const result = await test.core.run(signUpTalent(form));
    expect(result.ok ? null : result.error).toMatchObject({
      _tag: "ValidationFailed",
      message: "Please enter your name (up to 120 characters).",
      fieldErrors: { name: "Please enter your name (up to 120 characters)." },
    });
  });

  it.each([
    ["google", "/talents/sign-ups/google", { method: "google", googleCredentials: "eyJ.jwt" }],
    ["linkedin", "/talents/sign-ups/linkedin", { method: "linkedin", accessToken: "li-token" }],
  ] as const)("by %s the provider proved the address: signed in at once, no activation", async (_way, path, input) => {
    const test = makeTestCore({ script: [{ method: "POST", path, status: 200, body: { data: { accessToken: "tok-s", member: aMember } } }] });
    const result = await test.core.run(signUpTalent(input));
    const { method: _method, ...credentials } = input;

    const session = { token: "tok-s", member: aMember, accountType: "Talent", profilePicture: null, business: null };
    expect(result).toEqual({ ok: true, value: { signedIn: true, member: aMember, activationRequired: false, session } });
    expect(JSON.parse(test.http.requests[0]?.body ?? "")).toEqual(credentials);
    expect(test.types()).toEqual(["v1.SignedIn"]);
    expect(test.core.stores.session.value).toEqual({ status: "loggedIn", ...session });
  });

  it("a Google token the server cannot verify is IdentityNotVerified, not an expired session", async () => {
    const message = "We could not verify your Google account. Please try again.";
    const test = makeTestCore({ script: [{ method: "POST", path: "/talents/sign-ups/google", status: 401, body: problemOf("google-identity-refused", message) }] });
    const result = await test.core.run(signUpTalent({ method: "google", googleCredentials: "eyJ.expired" }));

    expect(result.ok ? null : result.error).toMatchObject({ _tag: "IdentityNotVerified", message });
    expect(test.types()).toEqual(["v1.CommandFailed"]);
  });

  it("a LinkedIn identity whose e-mail is a Business's reads the duplicate e-mail words", async () => {
    const message = "Sorry, this email already belongs to an account. Please login instead.";
    const test = makeTestCore({ script: [{ method: "POST", path: "/talents/sign-ups/linkedin", status: 409, body: problemOf("email-taken", message) }] });
    const result = await test.core.run(signUpTalent({ method: "linkedin", accessToken: "li-token" }));
    expect(result.ok ? null : result.error).toMatchObject({ _tag: "EmailAlreadyRegistered", message });
  });
});
