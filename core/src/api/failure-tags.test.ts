// Which tagged error a failure is: decided by the problem kind (and the 401 rule), never by the words.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { PROBLEM_KINDS, problemType, type ProblemKind } from "../errors/problems.ts";
import { fcParameters } from "../test-support/fast-check.ts";
import { TAG_OF_KIND } from "./failure-tags.ts";
import { toCoreError } from "./failure.ts";
import { PROTECTED_CALL, SIGN_IN_WHITELIST, callFlagsOf, type CallFlags } from "./whitelist.ts";

const answer = (kind: ProblemKind | undefined, status: number, messages: ReadonlyArray<string> = ["Why"]) => ({
  ...(kind === undefined ? {} : { type: problemType(kind) }),
  title: "Refused",
  status,
  messages,
});
const portal = (method: string, path: string): CallFlags => callFlagsOf("portal", method, path);
const anyCall = fc.constantFrom<CallFlags>(PROTECTED_CALL, ...SIGN_IN_WHITELIST);
const words = fc.oneof(fc.string({ maxLength: 60 }), fc.constantFrom("Login details incorrect. Please try again.", "Sorry, these files are not accepted."));

describe("failure tags", () => {
  it("depend only on the kind, the status and the call, never on the words", () => {
    fc.assert(
      fc.property(fc.constantFrom(...PROBLEM_KINDS), fc.integer({ min: 400, max: 599 }), anyCall, words, words, (kind, status, call, one, other) => {
        const first = toCoreError({ status, call, body: answer(kind, status, [one]) });
        const second = toCoreError({ status, call, body: answer(kind, status, [other]) });
        expect(first._tag).toBe(second._tag);
        if (status === 401 && call.kind === "protected") expect(first._tag).toBe("SessionExpired");
        else if (TAG_OF_KIND[kind] !== null) expect(first._tag).toBe(TAG_OF_KIND[kind]);
      }),
      fcParameters(),
    );
  });

  it.each([
    ["email-taken", 409, "EmailAlreadyRegistered"],
    ["login-incorrect", 401, "LoginDetailsIncorrect"],
    ["activation-required", 403, "AccountNotActivated"],
    ["activation-link-invalid", 410, "ActivationLinkInvalid"],
    ["too-many-sign-ins", 429, "TooManyAttempts"],
    ["current-password-wrong", 403, "CurrentPasswordIncorrect"],
    ["reset-link-invalid", 410, "PasswordResetLinkInvalid"],
    ["no-account-yet", 401, "NoAccountForIdentity"],
    ["google-identity-refused", 401, "IdentityNotVerified"],
    ["identity-provider-unreachable", 502, "IdentityProviderUnavailable"],
    ["files-rejected", 413, "FilesNotAccepted"],
    ["stale-version", 409, "StaleVersion"],
    ["forbidden", 403, "Forbidden"],
    ["not-found", 404, "NotFound"],
    ["verification-pending", 409, "VerificationRefused"],
    ["permit-read-only", 409, "PermitRefused"],
    ["permit-not-archivable", 409, "PermitRefused"],
    ["unexpected", 500, "UnexpectedError"],
  ] as const)("kind %s (%i) on a way in is %s", (kind, status, tag) => {
    expect(toCoreError({ status, call: portal("POST", "/talents/sign-ins/google"), body: answer(kind, status) })._tag).toBe(tag);
  });

  it("a verification refusal carries the kind the server named, and the server's words", () => {
    const error = toCoreError({ status: 409, body: answer("verification-pending", 409) });
    expect(error).toMatchObject({ _tag: "VerificationRefused", kind: "verification-pending", message: "Why" });
  });

  it("a permit refusal carries the kind the server named, and reads the catalogue's words when the server sends none", () => {
    expect(toCoreError({ status: 409, body: answer("edit-control-not-given", 409) })).toMatchObject({
      _tag: "PermitRefused",
      kind: "edit-control-not-given",
      message: "Why",
    });
    expect(toCoreError({ status: 409, body: { type: problemType("permit-read-only"), status: 409 } }).message).toBe(
      "This application is with the staff now. You can change it again when they give you edit control.",
    );
  });

  it("a refusal whose kind has no tag of its own carries the kind and status", () => {
    const error = toCoreError({ status: 409, body: answer("request-refused", 409) });
    expect(error).toMatchObject({ _tag: "Refused", status: 409, kind: "request-refused", message: "Why" });
  });

  it.each([
    [401, "POST", "/talents/sign-ins/username-pwd", "LoginDetailsIncorrect"],
    [401, "POST", "/talents/sign-ins/google", "IdentityNotVerified"],
    [401, "POST", "/members/linkedin/access-tokens", "IdentityNotVerified"],
    [401, "PUT", "/password-change", "SessionExpired"],
    [401, "POST", "/talents/reset-password-request", "Refused"],
    [400, "GET", "/talents/profiles", "ValidationFailed"],
    [403, "GET", "/talents/profiles", "Forbidden"],
    [409, "GET", "/talents/profiles", "Refused"],
    [413, "POST", "/talents/profile-pictures", "FilesNotAccepted"],
    [429, "POST", "/talents/sign-ins/username-pwd", "TooManyAttempts"],
    [500, "GET", "/talents/profiles", "UnexpectedError"],
  ] as const)("with no kind, status %i on %s %s is %s", (status, method, path, tag) => {
    expect(toCoreError({ status, call: portal(method, path), body: answer(undefined, status) })._tag).toBe(tag);
  });

  it("every whitelisted call keeps a 401 from expiring the session, whatever the kind", () => {
    for (const call of SIGN_IN_WHITELIST) {
      for (const kind of [undefined, "unauthorized", "login-incorrect"] as const) {
        expect(toCoreError({ status: 401, call, body: answer(kind, 401) })._tag).not.toBe("SessionExpired");
      }
    }
  });

  it("a wordless answer reads the kind's catalogue text, or the provider's for an unnamed identity refusal", () => {
    expect(toCoreError({ status: 429, body: { type: problemType("too-many-sign-ins"), status: 429 } }).message).toBe(
      "Too many sign-in attempts. Please wait 15 minutes and try again.",
    );
    expect(toCoreError({ status: 401, call: portal("POST", "/talents/sign-ups/google"), body: { title: "", status: 401 } }).message).toBe(
      "We could not verify your Google account. Please try again.",
    );
    expect(toCoreError({ status: 401, call: portal("POST", "/members/linkedin/access-tokens"), body: { status: 401 } }).message).toBe(
      "We could not verify your LinkedIn account. Please try again.",
    );
  });

  it("a nested field error is filed under the field's own name, as the flat form names it", () => {
    const body = { type: problemType("validation-failed"), title: "Bad Request", status: 400, errors: { "registrationData.phone": ["Please enter a phone number."] } };
    expect(toCoreError({ status: 400, body })).toMatchObject({ _tag: "ValidationFailed", fieldErrors: { phone: "Please enter a phone number." } });
  });

  it("a 400 keeps the first message of each field", () => {
    const body = { title: "Bad Request", status: 400, errors: { email: ["Please enter a valid e-mail address.", "x"], name: [] } };
    expect(toCoreError({ status: 400, body })).toMatchObject({
      _tag: "ValidationFailed",
      message: "Please enter a valid e-mail address.",
      fieldErrors: { email: "Please enter a valid e-mail address." },
    });
  });
});
