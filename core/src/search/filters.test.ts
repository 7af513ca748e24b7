import { describe, expect, it } from "vitest";
import { decodeEventLine, encodeEventLine } from "../events/event-lines.ts";
import {
  EXPERIENCE_BANDS,
  MONTHLY_PAY_FACTORS,
  NO_FILTERS,
  cleanFilters,
  experienceBandOf,
  facetCount,
  filterQueryOf,
  filtersInUse,
  monthlyPay,
} from "./filters.ts";

describe("the shared filter rules", () => {
  it("puts years of experience in bands, ends included, and no years in none", () => {
    expect([0, 1, 2, 4, 5, 9, 10, 40].map(experienceBandOf)).toEqual(["0-1", "0-1", "2-4", "2-4", "5-9", "5-9", "10+", "10+"]);
    expect(experienceBandOf(null)).toBeNull();
    expect(EXPERIENCE_BANDS.map((band) => band.value)).toEqual(["0-1", "2-4", "5-9", "10+"]);
  });

  it("reads pay as a monthly figure: 40 hours, 5 days a week, 52 weeks a year, to the cent", () => {
    expect(monthlyPay(3000, "monthly")).toBe(3000);
    expect(monthlyPay(36000, "yearly")).toBe(3000);
    expect(monthlyPay(10, "hourly")).toBe(1733.33);
    expect(monthlyPay(100, "daily")).toBe(2166.67);
    expect(monthlyPay(700, "weekly")).toBe(3033.33);
    expect(monthlyPay(0, "hourly")).toBe(0);
    expect(Object.keys(MONTHLY_PAY_FACTORS).sort()).toEqual(["daily", "hourly", "monthly", "weekly", "yearly"]);
  });

  it("sends lists for repeatable filters and a number, date or boolean for the others; nothing for none", () => {
    expect(filterQueryOf("jobVacancies", { district: ["belait"], salaryTo: ["2500.5"], closesBy: ["2027-01-15"] })).toEqual({
      district: ["belait"],
      salaryTo: 2500.5,
      closesBy: "2027-01-15",
    });
    expect(filterQueryOf("businesses", { verified: ["true"] })).toEqual({ verified: true });
    expect(filterQueryOf("talents", NO_FILTERS)).toEqual({});
    expect(filterQueryOf("ictProjects", { district: ["belait"] })).toEqual({});
  });

  it("cleans filters as the address would read them, and counts those in use for the badge", () => {
    expect(cleanFilters("talents", { experience: ["10+", "0-1", "x"], skill: [" SQL ", "sql", ""], district: ["belait"], verified: [] })).toEqual({
      skill: ["SQL"],
      experience: ["0-1", "10+"],
    });
    expect(filtersInUse({ district: ["belait", "tutong"], salaryFrom: ["10"] })).toBe(2);
    expect(filtersInUse(NO_FILTERS)).toBe(0);
  });

  it("reads a facet's count of a value, 0 when the facet leaves it out", () => {
    const facet = [{ value: "belait", count: 12 }, { value: "tutong", count: 3 }];
    expect([facetCount(facet, "belait"), facetCount(facet, "tutong"), facetCount(facet, "temburong"), facetCount([], "true")]).toEqual([12, 3, 0, 0]);
  });
});

describe("the search events' state", () => {
  it("keeps the filters on a line, and reads a line written before filters existed as none", () => {
    const state = { searchTerms: "java", pageNumber: 1, pageSize: 10, filters: { district: ["belait"] } };
    const event = { type: "v1.SearchStarted" as const, payload: { search: "jobVacancies" as const, state }, seq: 1, at: "2025-01-01T00:00:00.000Z" };
    expect(decodeEventLine(encodeEventLine(event)).event).toEqual(event);
    const old = JSON.stringify({ channel: "domain", ...event, payload: { search: "jobVacancies", state: { searchTerms: "java", pageNumber: 1, pageSize: 10 } } });
    expect(decodeEventLine(old).event).toEqual({ ...event, payload: { search: "jobVacancies", state: { ...state, filters: NO_FILTERS } } });
  });
});
