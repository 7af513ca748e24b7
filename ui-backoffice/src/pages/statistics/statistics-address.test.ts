import { describe, expect, it } from "vitest";
import {
  canonicalStatisticsQuery,
  publicHolidaysAddress,
  readHolidayYear,
  readStatisticsSearch,
  statisticsAddress,
  statisticsQuery,
  withJourney,
  withRange,
} from "./statistics-address.ts";

const WORKFLOW = "5f0c9a52-7d1e-4c38-9b6a-2e4d1f8a0c01";
const APPLICATION = "0b6c2a4e-1f3d-4c5b-8a9e-7d6f5e4c3b2a";

describe("the statistics-board's address", () => {
  it("reads a range and an application, and writes them back the same", () => {
    const query = `startDate=2026-06-01&endDate=2026-06-30&applicationId=${APPLICATION}`;
    const search = readStatisticsSearch(`?${query}`);
    expect(search).toEqual({ range: { startDate: "2026-06-01", endDate: "2026-06-30" }, applicationId: APPLICATION });
    expect(statisticsQuery(search)).toBe(query);
    expect(canonicalStatisticsQuery(`?${query}`)).toBeNull();
  });

  it("reads nothing as the default range and no journey", () => {
    expect(readStatisticsSearch("")).toEqual({ range: null, applicationId: null });
    expect(canonicalStatisticsQuery("")).toBeNull();
    expect(statisticsAddress(WORKFLOW, readStatisticsSearch(""))).toBe(`/statistics/details/${WORKFLOW}`);
  });

  it("drops a range that is malformed, half given, unordered or longer than three years", () => {
    expect(readStatisticsSearch("startDate=2026-06-31&endDate=2026-07-01").range).toBeNull();
    expect(readStatisticsSearch("startDate=2026-06-01").range).toBeNull();
    expect(readStatisticsSearch("startDate=2026-07-02&endDate=2026-07-01").range).toBeNull();
    expect(readStatisticsSearch("startDate=2023-01-01&endDate=2026-01-01").range).toBeNull();
    expect(readStatisticsSearch("startDate=2023-01-02&endDate=2026-01-01").range).not.toBeNull();
    expect(readStatisticsSearch("startDate=2026-07-01&endDate=2026-07-01").range).toEqual({ startDate: "2026-07-01", endDate: "2026-07-01" });
    expect(canonicalStatisticsQuery("startDate=2026-07-02&endDate=2026-07-01&applicationId=nope")).toBe("");
  });

  it("puts the range first and keeps the journey when the range changes", () => {
    const search = withJourney(readStatisticsSearch(""), APPLICATION);
    const next = withRange(search, { startDate: "2026-01-01", endDate: "2026-03-31" });
    expect(statisticsAddress(WORKFLOW, next)).toBe(`/statistics/details/${WORKFLOW}?startDate=2026-01-01&endDate=2026-03-31&applicationId=${APPLICATION}`);
    expect(canonicalStatisticsQuery(`applicationId=${APPLICATION}&endDate=2026-03-31&startDate=2026-01-01`)).toBe(statisticsQuery(next));
  });
});

describe("the public holidays' address", () => {
  it("keeps the year, the current one left out", () => {
    expect(readHolidayYear("year=2027", 2026)).toBe(2027);
    expect(readHolidayYear("year=27", 2026)).toBe(2026);
    expect(readHolidayYear("year=2200", 2026)).toBe(2026);
    expect(readHolidayYear("", 2026)).toBe(2026);
    expect(publicHolidaysAddress(2026, 2026)).toBe("/statistics/holidays");
    expect(publicHolidaysAddress(2025, 2026)).toBe("/statistics/holidays?year=2025");
  });
});
