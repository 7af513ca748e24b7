import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { fcParameters } from "../test-support/fast-check.ts";
import { LINKEDIN_STATE_PATTERN, checkLinkedInCallback, linkedInAuthorizationUrl, linkedInState } from "./linkedin.ts";

const request = {
  authorizationUrl: "https://www.linkedin.com/oauth/v2/authorization",
  clientId: "86abc",
  redirectUri: "https://portal.ictm.bn/auth/linkedin/callback?next=/jobs",
  state: "s".repeat(32),
};
const bytes = (length: number) => fc.uint8Array({ minLength: length, maxLength: length });

describe("linkedInAuthorizationUrl", () => {
  it("asks for a code with the OpenID scopes, the client, the callback and the state, each encoded", () => {
    expect(linkedInAuthorizationUrl(request)).toBe(
      "https://www.linkedin.com/oauth/v2/authorization?response_type=code&client_id=86abc" +
        "&redirect_uri=https%3A%2F%2Fportal.ictm.bn%2Fauth%2Flinkedin%2Fcallback%3Fnext%3D%2Fjobs" +
        `&state=${"s".repeat(32)}&scope=openid%20profile%20email`,
    );
  });

  it("adds to an authorization address that already has a query", () => {
    expect(linkedInAuthorizationUrl({ ...request, authorizationUrl: "https://idp.test/auth?tenant=1" })).toMatch(/^https:\/\/idp\.test\/auth\?tenant=1&response_type=code&/);
  });
});

describe("the LinkedIn state", () => {
  it("32 to 128 random bytes make a well-formed state; fewer or more never pass", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 160 }).chain(bytes), (random) => {
        const state = linkedInState(random);
        expect(state).toHaveLength(random.length);
        expect(LINKEDIN_STATE_PATTERN.test(state)).toBe(random.length >= 32 && random.length <= 128);
      }),
      fcParameters(),
    );
  });

  it("the callback passes only with the very state this tab kept, and a code", () => {
    fc.assert(
      fc.property(bytes(32), bytes(32), fc.string({ minLength: 1, maxLength: 40 }), (mine, other, code) => {
        const kept = linkedInState(mine);
        const theirs = linkedInState(other);
        expect(checkLinkedInCallback({ code, state: kept, error: null, expectedState: kept })).toEqual({ ok: true, code });
        if (theirs !== kept) {
          expect(checkLinkedInCallback({ code, state: theirs, error: null, expectedState: kept })).toMatchObject({ ok: false, reason: "stateMismatch" });
        }
      }),
      fcParameters(),
    );
  });

  it("a missing or weak kept state, a cancelled sign-in or a missing code is refused with one message", () => {
    const kept = "k".repeat(40);
    const cases = [
      [{ code: "c", state: kept, error: null, expectedState: null }, "stateMismatch"],
      [{ code: "c", state: null, error: null, expectedState: kept }, "stateMismatch"],
      [{ code: "c", state: "short", error: null, expectedState: "short" }, "stateMismatch"],
      [{ code: null, state: kept, error: "user_cancelled_login", expectedState: kept }, "cancelled"],
      [{ code: "", state: kept, error: null, expectedState: kept }, "missingCode"],
    ] as const;
    for (const [callback, reason] of cases) {
      expect(checkLinkedInCallback(callback)).toEqual({ ok: false, reason, message: "Please sign in with LinkedIn again." });
    }
  });
});
