import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { fcParameters } from "../test-support/fast-check.ts";
import { validateForm } from "../forms/validate-form.ts";
import { EMAIL_PATTERN, FORM_MESSAGES, SignInForm, TalentSignUpForm } from "./forms.ts";

const validSignUp = { email: "ann@example.com", password: "correct horse", name: "Ann" };

describe("the e-mail pattern", () => {
  it("accepts generated ordinary addresses", () => {
    fc.assert(
      fc.property(fc.emailAddress(), (email) => {
        expect(EMAIL_PATTERN.test(email)).toBe(true);
      }),
      fcParameters({ numRuns: 500 }),
    );
  });

  it("rejects strings without an @", () => {
    fc.assert(
      fc.property(fc.string().filter((s) => !s.includes("@")), (s) => {
        expect(EMAIL_PATTERN.test(s)).toBe(false);
      }),
      fcParameters(),
    );
  });

  it("rejects an address with a space put anywhere in it", () => {
    fc.assert(
      fc.property(fc.emailAddress(), fc.nat(), fc.constantFrom(" ", "\t", "\n"), (email, at, space) => {
        const i = at % (email.length + 1);
        expect(EMAIL_PATTERN.test(email.slice(0, i) + space + email.slice(i))).toBe(false);
      }),
      fcParameters(),
    );
  });

  it("rejects two @, an empty side, or a domain without a dot", () => {
    fc.assert(
      fc.property(fc.emailAddress(), (email) => {
        const [local = "", domain = ""] = email.split("@");
        expect(EMAIL_PATTERN.test(`${email}@${domain}`)).toBe(false);
        expect(EMAIL_PATTERN.test(`@${domain}`)).toBe(false);
        expect(EMAIL_PATTERN.test(`${local}@`)).toBe(false);
        expect(EMAIL_PATTERN.test(`${local}@${domain.replaceAll(".", "")}`)).toBe(false);
      }),
      fcParameters(),
    );
  });
});

describe("validateForm", () => {
  it("gives no errors for a valid sign-up", () => {
    expect(validateForm(TalentSignUpForm, validSignUp)).toEqual({});
  });

  it("names each broken field with its exact message", () => {
    expect(validateForm(TalentSignUpForm, { email: "ann at example", password: "short", name: "   " })).toEqual({
      email: "Please enter a valid e-mail address.",
      password: "Passwords are 8 to 128 characters long.",
      name: "Please enter your name (up to 120 characters).",
    });
  });

  it("treats missing fields like wrong ones", () => {
    expect(validateForm(SignInForm, {})).toEqual({
      email: FORM_MESSAGES.email,
      password: "Please enter your password.",
    });
  });

  it("accepts passwords of 8 to 128 characters and names of 1 to 120, and nothing else", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 140 }), fc.string({ maxLength: 140 }), (password, name) => {
        const errors = validateForm(TalentSignUpForm, { ...validSignUp, password, name });
        expect("password" in errors).toBe(password.length < 8 || password.length > 128);
        expect("name" in errors).toBe(name.length > 120 || name.trim() === "");
      }),
      fcParameters(),
    );
  });
});
