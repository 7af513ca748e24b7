// The spec's order rule for a failure's text (§8), as properties over any answer, kind and call.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { MESSAGES } from "../errors/catalogue.ts";
import { PROBLEMS, PROBLEM_KINDS, problemKindOf } from "../errors/problems.ts";
import { fcParameters } from "../test-support/fast-check.ts";
import type { CoreError } from "../errors/errors.ts";
import { kindDecides } from "./failure-tags.ts";
import { failureText, toCoreError } from "./failure.ts";
import { BACKOFFICE_SIGN_IN_WHITELIST, PROTECTED_CALL, SIGN_IN_WHITELIST, type CallFlags } from "./whitelist.ts";

const WHITELISTED: CallFlags[] = [...SIGN_IN_WHITELIST, ...BACKOFFICE_SIGN_IN_WHITELIST].map(({ kind, provider }) => ({ kind, provider }));
const anyCall = fc.constantFrom<CallFlags>(PROTECTED_CALL, ...WHITELISTED);

const text = fc.string({ maxLength: 40 });
const type = fc.oneof(
  fc.constantFrom(...PROBLEM_KINDS).map((kind) => `urn:ictm:problem:${kind}`),
  fc.constantFrom(undefined, "about:blank", "urn:ictm:problem:no-such-kind"),
);
const problem = fc.record(
  {
    type,
    title: fc.oneof(text, fc.constant(undefined)),
    status: fc.integer({ min: 400, max: 599 }),
    messages: fc.oneof(fc.array(text, { maxLength: 3 }), fc.constant(undefined)),
    errors: fc.oneof(fc.dictionary(fc.string({ minLength: 1, maxLength: 8 }), fc.array(text, { maxLength: 3 })), fc.constant(undefined)),
  },
  { requiredKeys: ["status"] },
);
const status = fc.integer({ min: 400, max: 599 });
const notProtected401 = (answerStatus: number, call: CallFlags) => !(answerStatus === 401 && call.kind === "protected");

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

/** Without the server's words: the kind's catalogue text, else the provider's identity text, else the tag's. */
const catalogueText = (error: CoreError, body: Record<string, unknown>, call: CallFlags): string => {
  const kind = problemKindOf(body["type"]);
  if (kindDecides(kind)) return PROBLEMS[kind].message;
  if (error._tag === "IdentityNotVerified" && call.provider !== null) {
    return call.provider === "google" ? MESSAGES.googleIdentityNotVerified : MESSAGES.linkedInIdentityNotVerified;
  }
  const tagText: Partial<Record<CoreError["_tag"], string>> = {
    LoginDetailsIncorrect: MESSAGES.loginDetailsIncorrect,
    IdentityNotVerified: MESSAGES.identityNotVerified,
    ValidationFailed: MESSAGES.validationFailed,
    Forbidden: MESSAGES.forbidden,
    FilesNotAccepted: MESSAGES.filesNotAccepted,
    TooManyAttempts: MESSAGES.tooManyAttempts,
    NotFound: MESSAGES.notFound,
    VersionRequired: MESSAGES.versionRequired,
    StaleVersion: MESSAGES.staleVersion,
  };
  return tagText[error._tag] ?? MESSAGES.unexpected;
};

describe("failure text", () => {
  it("follows messages[0], then the first entry of errors, then title, then the catalogue, off a protected 401", () => {
    fc.assert(
      fc.property(problem, status, anyCall, (body, answerStatus, call) => {
        fc.pre(notProtected401(answerStatus, call));
        const error = toCoreError({ status: answerStatus, call, body });
        expect(failureText({ status: answerStatus, call, body })).toBe(serverText(body) ?? catalogueText(error, body, call));
      }),
      fcParameters(),
    );
  });

  it("reads 'Sorry, please login again.' for every 401 outside the sign-in whitelist, whatever the body", () => {
    fc.assert(
      fc.property(fc.oneof(problem, fc.anything()), (body) => {
        expect(failureText({ status: 401, call: PROTECTED_CALL, body })).toBe("Sorry, please login again.");
        expect(toCoreError({ status: 401, body })._tag).toBe("SessionExpired");
      }),
      fcParameters(),
    );
  });

  it("reads the unexpected-error text when the answer is not a problem object", () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.constant(undefined), fc.constant(null)), status, anyCall, (body, answerStatus, call) => {
        fc.pre(notProtected401(answerStatus, call));
        expect(failureText({ status: answerStatus, call, body })).toBe("Sorry, an unexpected error has occurred.");
      }),
      fcParameters(),
    );
  });

  it("the error's message is always the failure text, and silence is kept", () => {
    fc.assert(
      fc.property(problem, status, anyCall, fc.boolean(), (body, answerStatus, call, silent) => {
        const error = toCoreError({ status: answerStatus, call, body, silent });
        expect(error.message).toBe(failureText({ status: answerStatus, call, body }));
        expect(error.silent).toBe(silent);
      }),
      fcParameters(),
    );
  });
});
