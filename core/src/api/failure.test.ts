import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { MESSAGES } from "../errors/catalogue.ts";
import { fcParameters } from "../test-support/fast-check.ts";
import type { CoreError } from "../errors/errors.ts";
import { failureText, toCoreError } from "./failure.ts";
import { providerOf } from "./whitelist.ts";

const PROTECTED = ["/talents/profiles", "/members/sign-outs", "/api/v1/talents/saved-jobs/12", "/businesses/profiles", "/password-change"];
const WHITELISTED = [
  "/talents/sign-ins/username-pwd",
  "/talents/sign-ins/google",
  "/talents/sign-ins/linkedin",
  "/talents/sign-ups/username-pwd",
  "/talents/sign-ups/google",
  "/talents/sign-ups/linkedin",
  "/businesses/sign-ins/username-pwd",
  "/businesses/sign-ins/google",
  "/businesses/sign-ins/linkedin",
  "/businesses/registrations/email-passwords",
  "/businesses/registrations/google",
  "/businesses/registrations/linkedin",
  "/members/activate/{token}",
  "/members/activation-requests",
  "/talents/reset-password-request",
  "/businesses/reset-password-request?businessEmail=a%40b.co",
  "/members/password-resets",
  "/members/linkedin/access-tokens",
  "http://localhost:8080/api/v1/members/activate/abc?memberEmail=a%40b.co",
];

const text = fc.string({ maxLength: 40 });
const problem = fc.record(
  {
    title: fc.oneof(text, fc.constant(undefined)),
    status: fc.integer({ min: 400, max: 599 }),
    messages: fc.oneof(fc.array(text, { maxLength: 3 }), fc.constant(undefined)),
    errors: fc.oneof(fc.dictionary(fc.string({ minLength: 1, maxLength: 8 }), fc.array(text, { maxLength: 3 })), fc.constant(undefined)),
  },
  { requiredKeys: ["status"] },
);
const status = fc.integer({ min: 400, max: 599 });
const anyPath = fc.constantFrom(...PROTECTED, ...WHITELISTED);

/** The spec's order, written out plainly as the oracle; undefined when the server said nothing readable. */
const serverText = (body: Record<string, unknown>): string | undefined => {
  const present = (s: unknown): s is string => typeof s === "string" && s.trim() !== "";
  const messages = Array.isArray(body["messages"]) ? body["messages"].filter(present) : [];
  if (messages[0] !== undefined) return messages[0];
  const errors = body["errors"];
  if (errors && typeof errors === "object") {
    for (const list of Object.values(errors)) {
      const first = Array.isArray(list) ? list.find(present) : undefined;
      if (first !== undefined) return first;
    }
  }
  const title = body["title"];
  return present(title) ? title : undefined;
};

/** A known situation keeps its own words when the server sent none; anything else reads the default. */
const situationText = (error: CoreError, url: string): string => {
  switch (error._tag) {
    case "IdentityNotVerified":
      return providerOf(url) === "google" ? MESSAGES.googleIdentityNotVerified : MESSAGES.linkedInIdentityNotVerified;
    case "LoginDetailsIncorrect":
      return MESSAGES.loginDetailsIncorrect;
    case "EmailAlreadyRegistered":
      return MESSAGES.emailAlreadyRegistered;
    case "FilesNotAccepted":
      return MESSAGES.filesNotAccepted;
    case "AccountNotActivated":
      return MESSAGES.accountNotActivated;
    case "ActivationLinkInvalid":
      return MESSAGES.activationLinkInvalid;
    case "CurrentPasswordIncorrect":
      return MESSAGES.currentPasswordIncorrect;
    case "PasswordResetLinkInvalid":
      return MESSAGES.passwordResetLinkInvalid;
    default:
      return MESSAGES.unexpected;
  }
};

describe("failure text", () => {
  it("follows messages[0], then the first entry of errors, then title, for any status off a protected 401", () => {
    fc.assert(
      fc.property(problem, status, anyPath, (body, answerStatus, url) => {
        fc.pre(!(answerStatus === 401 && PROTECTED.includes(url)));
        const error = toCoreError({ status: answerStatus, url, body });
        expect(failureText({ status: answerStatus, url, body })).toBe(serverText(body) ?? situationText(error, url));
      }),
      fcParameters(),
    );
  });

  it("without readable words from the server, only a known situation reads other than the default", () => {
    const wordless = fc.record({ status, title: fc.constantFrom(undefined, "", "  "), messages: fc.constantFrom(undefined, [], [""]) });
    fc.assert(
      fc.property(wordless, status, anyPath, (body, answerStatus, url) => {
        fc.pre(!(answerStatus === 401 && PROTECTED.includes(url)));
        const error = toCoreError({ status: answerStatus, url, body });
        expect(error.message).toBe(situationText(error, url));
      }),
      fcParameters(),
    );
  });

  it("reads 'Sorry, please login again.' for every 401 outside the sign-in whitelist, whatever the body", () => {
    fc.assert(
      fc.property(fc.oneof(problem, fc.anything()), fc.constantFrom(...PROTECTED), (body, url) => {
        expect(failureText({ status: 401, url, body })).toBe("Sorry, please login again.");
        expect(toCoreError({ status: 401, url, body })._tag).toBe("SessionExpired");
      }),
      fcParameters(),
    );
  });

  it("reads the unexpected-error text when the answer is not a problem object", () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.constant(undefined), fc.constant(null)), status, anyPath, (body, answerStatus, url) => {
        fc.pre(!(answerStatus === 401 && PROTECTED.includes(url)));
        expect(failureText({ status: answerStatus, url, body })).toBe("Sorry, an unexpected error has occurred.");
      }),
      fcParameters(),
    );
  });

  it("the error's message is always the failure text", () => {
    fc.assert(
      fc.property(problem, status, anyPath, fc.boolean(), (body, answerStatus, url, silent) => {
        const error = toCoreError({ status: answerStatus, url, body, silent });
        expect(error.message).toBe(failureText({ status: answerStatus, url, body }));
        expect(error.silent).toBe(silent);
      }),
      fcParameters(),
    );
  });
});
