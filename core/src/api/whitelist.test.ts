import { describe, expect, it } from "vitest";
import { callKindOf, isPasswordChange, isSignInWhitelisted, providerOf } from "./whitelist.ts";

// Every call of the contract made without a session, as openapi-fetch names it (its schema path).
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
  it("holds every way in, so a 401 there is never an expired session", () => {
    expect(WAYS_IN.filter((path) => !isSignInWhitelisted(path))).toEqual([]);
  });

  it("keeps password-change, sign-out and the profiles protected", () => {
    for (const path of ["/password-change", "/members/sign-outs", "/talents/profiles", "/businesses/profiles"]) {
      expect(callKindOf(path)).toBe("protected");
    }
    expect(isPasswordChange("http://host/api/v1/password-change")).toBe(true);
    expect(isPasswordChange("/members/password-resets")).toBe(false);
  });

  it("does not let a longer path ride on a whole-resource entry", () => {
    expect(callKindOf("/members/password-resets/extra")).toBe("protected");
    expect(callKindOf("/members/linkedin/access-tokens-list")).toBe("protected");
  });

  it("knows which provider a call speaks for", () => {
    expect(providerOf("/businesses/registrations/google")).toBe("google");
    expect(providerOf("/talents/sign-ups/linkedin")).toBe("linkedin");
    expect(providerOf("/members/linkedin/access-tokens")).toBe("linkedin");
    expect(providerOf("/businesses/sign-ins/username-pwd")).toBeNull();
  });
});
