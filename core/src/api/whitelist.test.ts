// The sign-in whitelist comes from the contract's `x-ictm-call` flags (generated into @ictm/openapi/operations.ts).
import { describe, expect, it } from "vitest";
import { BACKOFFICE_SIGN_IN_WHITELIST, SIGN_IN_WHITELIST, callFlagsOf, isSignInWhitelisted } from "./whitelist.ts";

// Every call of the contract made without a session, as openapi-fetch names it (method and schema path).
const WAYS_IN = [
  "/talents/sign-ins/username-pwd", "/talents/sign-ins/google", "/talents/sign-ins/linkedin",
  "/talents/sign-ups/username-pwd", "/talents/sign-ups/google", "/talents/sign-ups/linkedin",
  "/businesses/sign-ins/username-pwd", "/businesses/sign-ins/google", "/businesses/sign-ins/linkedin",
  "/businesses/registrations/email-passwords", "/businesses/registrations/google", "/businesses/registrations/linkedin",
  "/members/activate/{token}", "/members/activation-requests",
  "/businesses/reset-password-request", "/talents/reset-password-request", "/members/password-resets",
  "/members/linkedin/access-tokens",
];

describe("the sign-in whitelist", () => {
  it("holds every way in, and nothing else, so a 401 there is never an expired session", () => {
    expect(WAYS_IN.filter((path) => !isSignInWhitelisted("POST", path))).toEqual([]);
    expect(SIGN_IN_WHITELIST.map(({ path }) => path).sort()).toEqual([...WAYS_IN].sort());
    expect(SIGN_IN_WHITELIST.every(({ method }) => method === "POST")).toBe(true);
  });

  it("keeps password-change, sign-out and the profiles protected", () => {
    expect(callFlagsOf("portal", "PUT", "/password-change")).toEqual({ kind: "protected", provider: null });
    expect(isSignInWhitelisted("POST", "/members/sign-outs")).toBe(false);
    expect(isSignInWhitelisted("GET", "/talents/profiles")).toBe(false);
    expect(isSignInWhitelisted("GET", "/businesses/profiles")).toBe(false);
  });

  it("matches the operation exactly: method and path template", () => {
    expect(isSignInWhitelisted("GET", "/talents/sign-ins/username-pwd")).toBe(false);
    expect(isSignInWhitelisted("POST", "/members/password-resets/extra")).toBe(false);
    expect(isSignInWhitelisted("post", "/members/activate/{token}")).toBe(true);
  });

  it("knows which kind of call each is and which provider it speaks for", () => {
    expect(callFlagsOf("portal", "POST", "/businesses/registrations/google")).toEqual({ kind: "signUp", provider: "google" });
    expect(callFlagsOf("portal", "POST", "/talents/sign-ins/linkedin")).toEqual({ kind: "signIn", provider: "linkedin" });
    expect(callFlagsOf("portal", "POST", "/members/linkedin/access-tokens")).toEqual({ kind: "identity", provider: "linkedin" });
    expect(callFlagsOf("portal", "POST", "/businesses/sign-ins/username-pwd")).toEqual({ kind: "signIn", provider: null });
    expect(callFlagsOf("portal", "POST", "/members/activation-requests").kind).toBe("activation");
    expect(callFlagsOf("portal", "POST", "/members/password-resets").kind).toBe("passwordReset");
  });

  it("the back-office's ways in without a session are staff sign-in and the staff password reset", () => {
    expect(BACKOFFICE_SIGN_IN_WHITELIST).toEqual([
      { method: "POST", path: "/sign-ins", kind: "signIn", provider: null },
      { method: "POST", path: "/password-resets", kind: "passwordReset", provider: null },
      { method: "POST", path: "/password-resets/completions", kind: "passwordReset", provider: null },
    ]);
    expect(isSignInWhitelisted("POST", "/sign-ins", "backoffice")).toBe(true);
    expect(isSignInWhitelisted("POST", "/sign-ins", "portal")).toBe(false);
  });

  it("the chief evaluator's token calls are made without a staff session, so a 401 there is never an expiry", () => {
    expect([
      callFlagsOf("backoffice", "GET", "/expat-permits/applications/{id}/digital-evaluations"),
      callFlagsOf("backoffice", "PUT", "/expat-permits/applications/{id}/digital-evaluations"),
      callFlagsOf("backoffice", "GET", "/expat-permits/{type}/applications/{id}/forms/records/digital-evaluations"),
    ].map(({ kind }) => kind)).toEqual(["chiefToken", "chiefToken", "chiefToken"]);
    expect(callFlagsOf("backoffice", "GET", "/expat-permits/applications/{id}/chief-evaluation-links").kind).toBe("protected");
  });

  it("verifying a letter and reading the published keys are public, so a 401 there is never an expiry; managing keys is not", () => {
    expect(callFlagsOf("backoffice", "POST", "/signatures/verifications")).toEqual({ kind: "public", provider: null });
    expect(callFlagsOf("backoffice", "GET", "/signatures/public-keys").kind).toBe("public");
    expect(callFlagsOf("backoffice", "POST", "/signatures/keys/rotation").kind).toBe("protected");
    expect(callFlagsOf("backoffice", "GET", "/signatures/signatories").kind).toBe("protected");
  });
});
