import { PERMIT_SECTIONS } from "./permit-forms.ts";
import { describe, expect, it } from "vitest";
import { entryTitle, fieldApplies as isFieldShown, sectionChanges, valueAt } from "./permit-values.ts";

// The real pvv descriptors: business (text fields), personnel (a list), declaration (files and a checkbox).
const [business, personnel, declaration] = PERMIT_SECTIONS.pvv;
const fields = [...(business?.fields ?? []), ...(personnel?.fields ?? []), ...(declaration?.fields ?? [])];

describe("reading a permit section", () => {
  it("finds values by path through records and lists", () => {
    expect(valueAt({ people: [{ name: "A" }] }, ["people", 0, "name"])).toBe("A");
    expect(valueAt({ people: [] }, ["people", 0, "name"])).toBeUndefined();
  });

  it("counts entries from 1", () => {
    expect(entryTitle("Person", 1)).toBe("Person 2");
  });

  it("shows a field with no condition", () => {
    expect(fields[0] && isFieldShown(fields[0], {})).toBe(true);
  });

  it("lists the fields that changed, by label, with old and new values", () => {
    const before = { businessName: "Old", isDeclarationAgreed: false, expatPersonnel: [] };
    const after = { businessName: "New", isDeclarationAgreed: true, expatPersonnel: [{}] };
    expect(sectionChanges(fields, before, after).map((change) => [change.before, change.after])).toEqual([
      ["Old", "New"],
      ["changed", "changed"],
      ["No", "Yes"],
    ]);
    expect(sectionChanges(fields, before, after)[0]?.label).toBe("Business Name");
  });
});
