import { describe, expect, it } from "vitest";
import { contactInputOf, contactValuesOf, validateContact } from "./contact-values.ts";

const empty = { phone: "", address: "", website: "", linkedinUrl: "", githubUrl: "" };

describe("contact details in their form", () => {
  it("sends an empty field as none and keeps what was typed", () => {
    expect(contactInputOf({ ...empty, phone: " +673 222 3333 " })).toEqual({ phone: "+673 222 3333", address: null, website: null, linkedinUrl: null, githubUrl: null });
    expect(contactValuesOf(contactInputOf({ ...empty, website: "https://seri.bn" }))).toEqual({ ...empty, website: "https://seri.bn" });
  });

  it("says what is wrong with an address that is not a web address", () => {
    expect(validateContact({ ...empty, website: "seri.bn" })).toEqual({ website: "Please enter a web address starting with http:// or https://." });
    expect(validateContact(empty)).toEqual({});
  });
});
