import { describe, expect, it } from "vitest";
import { toCoreError } from "./failure.ts";
import { SIGN_IN_WHITELIST } from "./whitelist.ts";

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

  it.each([
    [401, "/talents/sign-ins/google", "IdentityNotVerified"],
    [401, "/talents/sign-ups/linkedin", "IdentityNotVerified"],
    [401, "/businesses/registrations/linkedin", "IdentityNotVerified"],
    [401, "/members/linkedin/access-tokens", "IdentityNotVerified"],
    [401, "/businesses/sign-ins/username-pwd", "LoginDetailsIncorrect"],
    [403, "/businesses/sign-ins/username-pwd", "AccountNotActivated"],
    [409, "/talents/sign-ins/google", "EmailAlreadyRegistered"],
    [409, "/businesses/registrations/email-passwords", "EmailAlreadyRegistered"],
    [403, "/password-change", "CurrentPasswordIncorrect"],
    [401, "/password-change", "SessionExpired"],
    [410, "/members/password-resets", "PasswordResetLinkInvalid"],
    [401, "/talents/reset-password-request", "Refused"],
    [429, "/businesses/reset-password-request", "TooManyAttempts"],
  ])("every way in: status %i on %s is %s", (answerStatus, url, tag) => {
    expect(toCoreError({ status: answerStatus, url, body: refused(answerStatus, ["Why"]) })._tag).toBe(tag);
  });

  it("the server's words decide between a refused identity, no account yet, and wrong details", () => {
    const google = "/businesses/sign-ins/google";
    const cases = [
      ["We could not verify your Google account. Please try again.", "IdentityNotVerified"],
      ["There is no account for this address yet. Please sign up first.", "NoAccountForIdentity"],
      ["Login details incorrect. Please try again.", "LoginDetailsIncorrect"],
    ] as const;
    for (const [message, tag] of cases) {
      expect(toCoreError({ status: 401, url: google, body: refused(401, [message]) })).toMatchObject({ _tag: tag, message });
    }
  });

  it("a wordless refusal of a Google or LinkedIn identity names the provider", () => {
    expect(toCoreError({ status: 401, url: "/talents/sign-ups/google", body: { title: "", status: 401 } }).message).toBe(
      "We could not verify your Google account. Please try again.",
    );
    expect(toCoreError({ status: 401, url: "/members/linkedin/access-tokens", body: { status: 401 } }).message).toBe(
      "We could not verify your LinkedIn account. Please try again.",
    );
  });

  it("a nested field error is filed under the field's own name, as the flat form names it", () => {
    const body = { title: "Bad Request", status: 400, errors: { "registrationData.phone": ["Please enter a phone number."] } };
    const error = toCoreError({ status: 400, url: "/businesses/registrations/email-passwords", body });
    expect(error).toMatchObject({ _tag: "ValidationFailed", fieldErrors: { phone: "Please enter a phone number." } });
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
