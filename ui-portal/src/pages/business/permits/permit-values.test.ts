import { describe, expect, it } from "vitest";
import { PERMIT_SECTIONS, emptyPermitContent, permitSubmitVerdict, type FieldDescriptor } from "@ictm/core";
import { fileIdsIn, firstMessages, isShown, placeOf, problemsBySection, sectionHasProblems, sectionMessages, setAt, valueAt, withValue } from "./permit-values.ts";

describe("values by path", () => {
  it("reads and writes inside lists and groups without touching the rest", () => {
    const values = { people: [{ name: "A", travel: { from: "2026-01-01" } }, { name: "B" }], other: 1 };
    expect(valueAt(values, ["people", 0, "travel", "from"])).toBe("2026-01-01");
    expect(valueAt(values, ["people", 5, "name"])).toBeUndefined();
    const next = withValue(values, ["people", 1, "name"], "C");
    expect(valueAt(next, ["people", 1, "name"])).toBe("C");
    expect(values.people[1]?.name).toBe("B");
    expect(next["other"]).toBe(1);
    expect(Array.isArray(next["people"])).toBe(true);
    expect(setAt(undefined, ["a", "b"], 2)).toEqual({ a: { b: 2 } });
  });
});

describe("conditions", () => {
  it("shows a field with `when` only while its sibling checkbox has that value", () => {
    const field: FieldDescriptor = { kind: "date", key: "since", label: "Since", required: true, max: 10, when: { key: "extends", equals: true } };
    expect(isShown(field, { extends: true })).toBe(true);
    expect(isShown(field, { extends: false })).toBe(false);
    expect(isShown({ kind: "checkbox", key: "extends", label: "Extends" }, {})).toBe(true);
  });
});

describe("messages", () => {
  it("keeps the first message of each path and a section's own, relative to it", () => {
    const messages = firstMessages({ "contracts.contracts": ["A", "B"], "declaration.isDeclarationAgreed": ["C"] });
    expect(messages).toEqual({ "contracts.contracts": "A", "declaration.isDeclarationAgreed": "C" });
    expect(sectionMessages(messages, "contracts")).toEqual({ contracts: "A" });
    expect(sectionHasProblems({ "lbdPlan.x": ["m"] }, "lbdPlan")).toBe(true);
    expect(sectionHasProblems({ "lbdPlan.x": ["m"] }, "lbd")).toBe(false);
  });

  it("groups an empty lpa application's problems by section, in the form's order, with readable places", () => {
    const sections = PERMIT_SECTIONS.lpa;
    const verdict = permitSubmitVerdict("lpa", emptyPermitContent("lpa"), { fileIds: new Set() });
    const groups = problemsBySection(sections, verdict);
    expect(groups.map((group) => group.section.key)).toEqual(sections.map((section) => section.key).filter((key) => sectionHasProblems(verdict, key)));
    const count = groups.reduce((total, group) => total + group.problems.length, 0);
    expect(count).toBe(Object.values(verdict).reduce((total, list) => total + list.length, 0));
    const contracts = sections.find((section) => section.key === "contracts");
    expect(contracts === undefined ? "" : placeOf(contracts.fields, ["contracts", "0", "nonLocalPassportNumbers", "1"])).toBe("Contract 1 › Passport Number 2");
  });
});

describe("files", () => {
  it("finds every file id at any depth", () => {
    const fields: FieldDescriptor[] = [
      { kind: "file", key: "one", label: "One", required: true, pdf: false },
      { kind: "list", key: "people", label: "People", itemLabel: "Person", min: 0, max: 5, fields: [{ kind: "files", key: "docs", label: "Docs", min: 0, max: 3, pdf: false }] },
    ];
    expect(fileIdsIn(fields, { one: "a", people: [{ docs: ["b", "c"] }, { docs: [] }] })).toEqual(["a", "b", "c"]);
    expect(fileIdsIn(fields, { one: null, people: [] })).toEqual([]);
  });
});
