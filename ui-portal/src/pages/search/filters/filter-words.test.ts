import type { CommonData } from "@ictm/core";
import { describe, expect, it } from "vitest";
import { activeChips, countOf, filterControls, valueLabel, withCount } from "./filter-words.ts";

const lists = {
  districts: [
    { key: "brunei-muara", name: "Brunei-Muara" },
    { key: "belait", name: "Belait" },
  ],
  employmentTypes: [{ key: "full-time", name: "Full-time" }],
} as unknown as CommonData;

describe("the filter bar's controls", () => {
  it("follow core's filters, the salary's two figures in one control, and none for courses", () => {
    expect(filterControls("jobVacancies").map((control) => [control.kind, control.title])).toEqual([
      ["choice", "District"],
      ["choice", "Employment type"],
      ["amounts", "Salary"],
      ["date", "Closes by"],
    ]);
    const salary = filterControls("jobVacancies")[2];
    expect(salary?.kind === "amounts" ? salary.fields.map((field) => field.name) : []).toEqual(["salaryFrom", "salaryTo"]);
    expect(filterControls("talents").map((control) => control.kind)).toEqual(["terms", "choice"]);
    expect(filterControls("businesses").map((control) => control.kind)).toEqual(["choice", "flag"]);
    expect(filterControls("courses")).toEqual([]);
    expect(filterControls("ictProjects")).toEqual([]);
  });
});

describe("a filter value's words", () => {
  it("come from the reference lists and core's records", () => {
    expect(valueLabel("district", "belait", lists)).toBe("Belait");
    expect(valueLabel("employmentType", "full-time", lists)).toBe("Full-time");
    expect(valueLabel("experience", "10+", null)).toBe("10 years or more");
    expect(valueLabel("businessType", "private-limited", null)).toBe("Private limited company (Sdn Bhd)");
  });

  it("carry the facet's count, 0 for a value the facets leave out, none before the page is known", () => {
    const facets = { district: [{ value: "belait", count: 12 }] };
    expect(countOf(facets, "district", "belait")).toBe(12);
    expect(countOf(facets, "district", "tutong")).toBe(0);
    expect(countOf(null, "district", "belait")).toBeNull();
    expect(withCount("Belait", 12)).toBe("Belait (12)");
    expect(withCount("Belait", null)).toBe("Belait");
  });
});

describe("the active filters' chips", () => {
  it("read each value in use and what is left when it goes", () => {
    const chips = activeChips("jobVacancies", { district: ["brunei-muara", "belait"], salaryFrom: ["2000"], closesBy: ["2027-01-15"] }, lists);
    expect(chips.map((chip) => chip.text)).toEqual(["Brunei-Muara", "Belait", "From BND 2,000 a month", "Closes by 15 Jan 2027"]);
    expect(chips[0]).toMatchObject({ name: "district", rest: ["belait"] });
    expect(chips[2]).toMatchObject({ name: "salaryFrom", rest: [] });
    expect(activeChips("talents", { skill: ["Java"] }, null).map((chip) => chip.text)).toEqual(["Skill: Java"]);
    expect(activeChips("businesses", { verified: ["true"] }, null).map((chip) => chip.text)).toEqual(["Verified businesses only"]);
  });
});
