import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isWorkingDay, quantile, spreadOf, workingDaysBetween } from "./working-time.ts";

// Brunei time is UTC+8: "2026-11-26T12:00:00+08:00" is Thursday noon in Bandar Seri Begawan.
const at = (local: string) => new Date(`${local}+08:00`);
const none: ReadonlySet<string> = new Set();

describe("working time in Brunei", () => {
  it("works Monday to Thursday and Saturday; Friday, Sunday and public holidays are off", () => {
    expect(["2026-11-23", "2026-11-24", "2026-11-25", "2026-11-26", "2026-11-28"].every((day) => isWorkingDay(day, none))).toBe(true);
    expect(isWorkingDay("2026-11-27", none)).toBe(false);
    expect(isWorkingDay("2026-11-29", none)).toBe(false);
    expect(isWorkingDay("2026-12-25", new Set(["2026-12-25"]))).toBe(false);
  });

  it("counts the parts of working days a span covers, in Brunei time", () => {
    // Thursday noon to Saturday noon: half of Thursday, no Friday, half of Saturday.
    expect(workingDaysBetween(at("2026-11-26T12:00:00"), at("2026-11-28T12:00:00"), none)).toBeCloseTo(1, 10);
    // Thursday 09:00 to the next Monday 09:00 across the weekend: Thu 15/24, Sat 1, Mon 9/24.
    expect(workingDaysBetween(at("2026-11-26T09:00:00"), at("2026-11-30T09:00:00"), none)).toBeCloseTo(2, 10);
    // A public holiday on the Monday takes that day out too.
    expect(workingDaysBetween(at("2026-11-26T09:00:00"), at("2026-12-01T09:00:00"), new Set(["2026-11-30"]))).toBeCloseTo(2, 10);
    // Within a Friday: nothing.
    expect(workingDaysBetween(at("2026-11-27T08:00:00"), at("2026-11-27T17:00:00"), none)).toBe(0);
    expect(workingDaysBetween(at("2026-11-27T08:00:00"), at("2026-11-26T17:00:00"), none)).toBe(0);
  });

  it("never counts more than wall time, and adds up over a split", () => {
    const instant = fc.integer({ min: Date.UTC(2025, 0, 1), max: Date.UTC(2027, 11, 31) }).map((ms) => new Date(ms));
    fc.assert(
      fc.property(instant, instant, instant, (a, b, c) => {
        const [x, y, z] = [a, b, c].sort((p, q) => p.getTime() - q.getTime()) as [Date, Date, Date];
        const whole = workingDaysBetween(x, z, none);
        expect(whole).toBeLessThanOrEqual((z.getTime() - x.getTime()) / 86_400_000 + 1e-9);
        expect(whole).toBeCloseTo(workingDaysBetween(x, y, none) + workingDaysBetween(y, z, none), 9);
      }),
    );
  });
});

describe("turnaround figures", () => {
  it("gives the median, the 90th percentile and the longest", () => {
    expect(spreadOf([4, 1, 3, 2])).toEqual({ count: 4, median: 2.5, p90: 3.7, max: 4 });
    expect(spreadOf([])).toEqual({ count: 0, median: null, p90: null, max: null });
    expect(quantile([5], 0.9)).toBe(5);
  });
});
