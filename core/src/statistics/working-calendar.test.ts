import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { calendarRows, dayNumberOf, holidaysFingerprint, workingClock } from "./working-calendar.ts";
import { workingDaysBetween } from "./working-time.ts";

const holidays = new Set(["2026-07-15", "2026-12-25", "2026-12-26", "2027-01-01"]);
const rows = calendarRows(holidays);
const clock = workingClock(rows);

describe("the working calendar", () => {
  it("has a row per day, keyed by the Brunei day number, with the working days before it", () => {
    expect(rows[0]).toEqual({ dayNumber: dayNumberOf(new Date("2015-01-01T00:00:00+08:00")), day: "2015-01-01", startsAt: new Date("2015-01-01T00:00:00+08:00"), working: true, before: 0 });
    const byDay = new Map(rows.map((row) => [row.day, row]));
    // Wednesday 2026-07-15 is the Sultan's Birthday here; Thursday the 16th works; Friday the 17th is off.
    expect(byDay.get("2026-07-15")?.working).toBe(false);
    expect(byDay.get("2026-07-16")?.working).toBe(true);
    expect(byDay.get("2026-07-17")?.working).toBe(false);
    expect((byDay.get("2026-07-16")?.before ?? 0) - (byDay.get("2026-07-14")?.before ?? 0)).toBe(1);
    expect(rows.every((row, index) => index === 0 || row.dayNumber === (rows[index - 1]?.dayNumber ?? 0) + 1)).toBe(true);
  });

  it("reads the same span as workingDaysBetween, for any two instants in its years", () => {
    const instant = fc.integer({ min: Date.UTC(2025, 0, 1), max: Date.UTC(2027, 11, 31) });
    fc.assert(
      fc.property(instant, instant, (a, b) => {
        const [from, to] = a <= b ? [a, b] : [b, a];
        expect(clock(to) - clock(from)).toBeCloseTo(workingDaysBetween(new Date(from), new Date(to), holidays), 9);
      }),
    );
  });

  it("fingerprints a holiday list whatever its order", () => {
    expect(holidaysFingerprint(["2026-12-25", "2026-07-15"])).toBe(holidaysFingerprint(new Set(["2026-07-15", "2026-12-25"])));
  });
});
