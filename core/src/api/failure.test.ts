import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { MESSAGES } from "../errors/catalogue.ts";
import { fcParameters } from "../test-support/fast-check.ts";
import { failureText, toCoreError } from "./failure.ts";
import { SIGN_IN_WHITELIST } from "./whitelist.ts";

const PROTECTED = ["/talents/profiles", "/members/sign-outs", "/api/v1/talents/saved-jobs/12", "/businesses/profiles"];
const WHITELISTED = [
  "/talents/sign-ins/username-pwd",
  "/talents/sign-ups/username-pwd",
  "/members/activate/{token}",
  "/members/activation-requests",
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

/** The spec's order, written out plainly as the oracle. */
const expectedText = (body: Record<string, unknown>): string => {
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
  return present(title) ? title : MESSAGES.unexpected;
};

describe("failure text", () => {
  it("follows messages[0], then the first entry of errors, then title, for any status off a protected 401", () => {
    fc.assert(
      fc.property(problem, status, anyPath, (body, answerStatus, url) => {
        fc.pre(!(answerStatus === 401 && PROTECTED.includes(url)));
        expect(failureText({ status: answerStatus, url, body })).toBe(expectedText(body));
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

describe("failure tags", () => {
  const refused = (status: number, messages: ReadonlyArray<string>) => ({ title: "Refused", status, messages });

  it("a 401 on sign-in is wrong credentials, with the server's words", () => {
    const error = toCoreError({
      status: 401,
      url: "/talents/sign-ins/username-pwd",
      body: refused(401, ["Login details incorrect. Please try again."]),
    });
    expect(error._tag).toBe("LoginDetailsIncorrect");
    expect(error.message).toBe("Login details incorrect. Please try again.");
  });

  it.each([
    [403, "/talents/sign-ins/username-pwd", "AccountNotActivated"],
    [409, "/talents/sign-ups/username-pwd", "EmailAlreadyRegistered"],
    [410, "/members/activate/{token}", "ActivationLinkInvalid"],
    [429, "/talents/sign-ins/username-pwd", "TooManyAttempts"],
    [403, "/talents/profiles", "Forbidden"],
    [404, "/talents/profiles", "Refused"],
    [500, "/talents/profiles", "UnexpectedError"],
  ])("status %i on %s is %s", (answerStatus, url, tag) => {
    expect(toCoreError({ status: answerStatus, url, body: refused(answerStatus, ["Why"]) })._tag).toBe(tag);
  });

  it("a 400 keeps the first message of each field", () => {
    const body = { title: "Bad Request", status: 400, errors: { email: ["Please enter a valid e-mail address.", "x"], name: [] } };
    const error = toCoreError({ status: 400, url: "/talents/sign-ups/username-pwd", body });
    expect(error).toMatchObject({
      _tag: "ValidationFailed",
      message: "Please enter a valid e-mail address.",
      fieldErrors: { email: "Please enter a valid e-mail address." },
    });
  });

  it("the catalogue's e-mail text is EmailAlreadyRegistered whatever the status", () => {
    const body = refused(422, ["Sorry, this email already belongs to an account. Please login instead."]);
    expect(toCoreError({ status: 422, url: "/talents/profiles", body })._tag).toBe("EmailAlreadyRegistered");
  });

  it("every whitelist entry keeps a 401 from expiring the session", () => {
    for (const { prefix } of SIGN_IN_WHITELIST) {
      const url = `/api/v1${prefix}${prefix.endsWith("/") ? "x" : ""}`;
      expect(toCoreError({ status: 401, url, body: refused(401, ["No"]) })._tag).not.toBe("SessionExpired");
    }
  });
});
