import { describe, expect, it } from "vitest";
import { FORM_MESSAGES } from "@ictm/core";
import { contactInputOf, contactValuesOf, validateContact } from "./contact-values.ts";

const empty = { phone: "", address: "", website: "", linkedinUrl: "", githubUrl: "", publicEmail: "" };

describe("contact details in their form", () => {
  it("sends an empty field as none and keeps what was typed", () => {
    expect(contactInputOf({ ...empty, phone: " +673 222 3333 " })).toEqual({ phone: "+673 222 3333", address: null, website: null, linkedinUrl: null, githubUrl: null, publicEmail: null });
    expect(contactValuesOf(contactInputOf({ ...empty, website: "https://seri.bn" }))).toEqual({ ...empty, website: "https://seri.bn" });
  });

  it("says what is wrong with an address that is not a web address", () => {
    expect(validateContact({ ...empty, website: "seri.bn" })).toEqual({ website: "Please enter a web address starting with http:// or https://." });
    expect(validateContact(empty)).toEqual({});
  });

  it("keeps a business's public e-mail, trimmed, and says what is wrong with one that is not an e-mail", () => {
    expect(contactInputOf({ ...empty, publicEmail: " jobs@seri.bn " }).publicEmail).toBe("jobs@seri.bn");
    expect(contactValuesOf({ phone: null, address: null, website: null, linkedinUrl: null, githubUrl: null }).publicEmail).toBe("");
    expect(validateContact({ ...empty, publicEmail: "jobs at seri" })).toEqual({ publicEmail: FORM_MESSAGES.email });
  });
});
