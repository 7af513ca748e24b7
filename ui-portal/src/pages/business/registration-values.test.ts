import fc from "fast-check";
import { BUSINESS_TYPES } from "@ictm/core";
import { describe, expect, it } from "vitest";
import {
  BUSINESS_TYPE_OPTIONS,
  detailsFromDraft,
  EMPTY_DETAILS,
  registrationDataFrom,
  splitFieldErrors,
  validateCredentials,
  validateDetails,
} from "./registration-values.ts";

const filled = {
  businessName: "Kampong Code Sdn Bhd",
  businessType: "private-limited",
  registrationNumber: "RC/2024/00123",
  contactPerson: "Rina Abdullah",
  phone: "+673 222 3333",
  address: "Unit 5, Simpang 88\nBandar Seri Begawan",
};

describe("the business registration form", () => {
  it("offers every business type of the contract, with its label", () => {
    expect(BUSINESS_TYPE_OPTIONS.map((option) => option.id)).toEqual(BUSINESS_TYPES.map((type) => type.value));
    for (const option of BUSINESS_TYPE_OPTIONS) expect(option.label).not.toBe("");
  });

  it("names every business detail that is missing, and nothing about the sign-in fields", () => {
    expect(Object.keys(validateDetails(EMPTY_DETAILS)).sort()).toEqual(Object.keys(EMPTY_DETAILS).sort());
    expect(validateDetails(filled)).toEqual({});
  });

  it("checks the e-mail and password alone, whatever the details", () => {
    expect(Object.keys(validateCredentials({ email: "", password: "" })).sort()).toEqual(["email", "password"]);
    expect(validateCredentials({ email: "hr@kampongcode.com.bn", password: "a good passphrase" })).toEqual({});
  });

  it("sends the server's field messages to the half of the form they are about", () => {
    const split = splitFieldErrors({ phone: "Bad phone", email: "Taken", password: "Short", "": "Whole request" });
    expect(split).toEqual({ details: { phone: "Bad phone" }, credentials: { email: "Taken", password: "Short" } });
  });

  it("types the details only when the business type is one of the contract's", () => {
    expect(registrationDataFrom(filled)).toEqual(filled);
    fc.assert(
      fc.property(fc.string(), (type) => {
        fc.pre(!BUSINESS_TYPES.some((known) => known.value === type));
        expect(registrationDataFrom({ ...filled, businessType: type })).toBeNull();
      }),
      { seed: 20250612 },
    );
  });

  it("fills the form from a kept draft, ignoring fields it does not have", () => {
    expect(detailsFromDraft(null)).toEqual(EMPTY_DETAILS);
    expect(detailsFromDraft({ businessName: "Seri", password: "never kept", extra: "x" })).toEqual({ ...EMPTY_DETAILS, businessName: "Seri" });
  });
});
