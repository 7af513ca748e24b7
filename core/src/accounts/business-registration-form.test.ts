import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { EmailBusinessRegistrationInput } from "./register-business.ts";
import { fcParameters } from "../test-support/fast-check.ts";
import { aBusinessRegistration } from "../test-support/fixtures.ts";
import {
  BUSINESS_TYPES,
  BUSINESS_TYPE_LABELS,
  BusinessRegistrationDataForm,
  BusinessRegistrationForm,
  splitBusinessRegistration,
} from "./business-registration-form.ts";
import { validateForm } from "../forms/validate-form.ts";
import { FORM_MESSAGES } from "./forms.ts";

const valid = {
  ...aBusinessRegistration,
  email: "hr@dataworks.bn",
  password: "correct horse",
};

describe("BusinessRegistrationForm", () => {
  it("accepts a complete registration", () => {
    expect(validateForm(BusinessRegistrationForm, valid)).toEqual({});
  });

  it("names every missing field with the contract's words", () => {
    const fields = ["businessName", "businessType", "registrationNumber", "contactPerson", "phone", "address", "email", "password"] as const;
    expect(validateForm(BusinessRegistrationForm, {})).toEqual(Object.fromEntries(fields.map((field) => [field, FORM_MESSAGES[field]])));
  });

  it("accepts a phone of 7 to 20 digits, spaces, brackets and hyphens after an optional +, and nothing else", () => {
    const phoneChar = fc.constantFrom(..."0123456789 ()-");
    fc.assert(
      fc.property(fc.boolean(), fc.string({ unit: phoneChar, maxLength: 24 }), fc.string({ maxLength: 24 }), (plus, good, anything) => {
        const phone = `${plus ? "+" : ""}${good}`;
        expect("phone" in validateForm(BusinessRegistrationDataForm, { ...valid, phone })).toBe(phone.length < 7 || phone.length > 20 || good === "");
        const expected = !/^\+?[0-9 ()-]+$/.test(anything) || anything.length < 7 || anything.length > 20;
        expect("phone" in validateForm(BusinessRegistrationDataForm, { ...valid, phone: anything })).toBe(expected);
      }),
      fcParameters(),
    );
  });

  it("refuses control characters in names, but lets the address span lines", () => {
    expect(validateForm(BusinessRegistrationDataForm, { ...valid, businessName: "Data\u0007Works", contactPerson: "Siti\nRahman" })).toEqual({
      businessName: "Please enter the business name (up to 200 characters).",
      contactPerson: "Please enter the name of the contact person (up to 120 characters).",
    });
    expect(validateForm(BusinessRegistrationDataForm, { ...valid, address: "Line 1\nLine 2" })).toEqual({});
    expect("address" in validateForm(BusinessRegistrationDataForm, { ...valid, address: "Line 1\tLine 2" })).toBe(true);
  });

  it("offers every business type of the contract once, with its label, and refuses any other", () => {
    expect(BUSINESS_TYPES.map((type) => type.value).sort()).toEqual(Object.keys(BUSINESS_TYPE_LABELS).sort());
    expect(BUSINESS_TYPES.find((type) => type.value === "private-limited")?.label).toBe("Private limited company (Sdn Bhd)");
    expect(BUSINESS_TYPES.map((type) => type.label)).toEqual([
      "Sole proprietorship", "Partnership", "Private limited company (Sdn Bhd)", "Public limited company (Bhd)",
      "Branch of a foreign company", "Cooperative", "Government-linked company", "Non-profit organisation",
    ]);
    expect(validateForm(BusinessRegistrationDataForm, { ...valid, businessType: "llc" })).toEqual({ businessType: "Please choose the type of business." });
  });

  it("splits into what registerBusiness takes, and that passes its input schema", () => {
    const input = splitBusinessRegistration(valid);
    expect(input).toEqual({
      method: "email",
      email: "hr@dataworks.bn",
      password: "correct horse",
      registrationData: { businessName: "DataWorks Sdn Bhd", businessType: "private-limited", registrationNumber: "RC/2019/0042", contactPerson: "Siti Rahman", phone: "+673 222 3344", address: "Unit 5, Block B\nKiulap" },
    });
    expect(validateForm(EmailBusinessRegistrationInput, input)).toEqual({});
    expect(validateForm(EmailBusinessRegistrationInput, { method: "email", email: "hr@dataworks.bn", password: "correct horse" })).toEqual({
      registrationData: "Please fill in the business details.",
    });
  });
});
