import { describe, expect, it } from "vitest";
import { binLabel, bucketLabel, formatDays, formatMaybeDays, rangePresets, rangeText, weekdayOf } from "./statistics-view.ts";

describe("how the statistics read", () => {
  it("working days with at most two decimals", () => {
    expect(formatDays(2)).toBe("2");
    expect(formatDays(2.5)).toBe("2.5");
    expect(formatDays(2.256)).toBe("2.26");
    expect(formatMaybeDays(null)).toBe("–");
  });

  it("ranges, buckets and bins", () => {
    expect(rangeText({ startDate: "2026-06-01", endDate: "2026-06-30" })).toBe("1 Jun 2026 – 30 Jun 2026");
    expect(rangeText({ startDate: "2026-06-01", endDate: "2026-06-01" })).toBe("1 Jun 2026");
    expect(bucketLabel("day", "2026-07-09")).toBe("9 Jul");
    expect(bucketLabel("month", "2026-07-01")).toBe("Jul 2026");
    expect(binLabel({ from: 3, to: 5 })).toBe("3–5");
    expect(binLabel({ from: 40, to: null })).toBe("40+");
  });

  it("quick ranges end today", () => {
    const presets = rangePresets("2026-07-15");
    expect(presets.map((preset) => preset.range)).toEqual([
      { startDate: "2026-07-09", endDate: "2026-07-15" },
      { startDate: "2026-06-16", endDate: "2026-07-15" },
      { startDate: "2026-04-17", endDate: "2026-07-15" },
      { startDate: "2026-01-01", endDate: "2026-07-15" },
    ]);
  });

  it("weekdays", () => {
    expect(weekdayOf("2026-07-15")).toBe("Wednesday");
    expect(weekdayOf("2026-07-17")).toBe("Friday");
  });
});
