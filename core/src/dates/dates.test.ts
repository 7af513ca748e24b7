import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { fcParameters } from "../test-support/fast-check.ts";
import { bruneiDateTime } from "./brunei-time.ts";
import { EMPTY_DATE, formatDate, formatDateTime, formatFullDateTime } from "./format.ts";
import { formatRelative, formatRelativeOrAbsolute, relativeWords } from "./relative.ts";

const NOW = Date.parse("2025-06-15T04:00:00.000Z"); // 12:00 noon in Brunei
const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe("absolute date displays (Brunei time)", () => {
  it("use the spec's patterns", () => {
    const date = "2025-01-05T07:04:00Z"; // 3:04 PM in Brunei
    expect(formatDateTime(date)).toBe("Jan 5, 2025 3:04 PM");
    expect(formatDate(date, "D MMM YYYY, h:mm A")).toBe("5 Jan 2025, 3:04 PM");
    expect(formatFullDateTime(date)).toBe("05 Jan 2025, 3:04 PM");
    expect(formatDateTime("2025-01-05T16:00:00Z")).toBe("Jan 6, 2025 12:00 AM");
    expect(formatDateTime("2025-01-05T04:30:00")).toBe("Jan 5, 2025 12:30 PM"); // no zone: the server's UTC
  });

  it("the empty date, a missing one and an invalid one all give an empty string", () => {
    for (const date of [EMPTY_DATE, "0001-01-01T00:00:00Z", null, undefined, "", "not a date"]) {
      expect(formatFullDateTime(date)).toBe("");
      expect(formatRelative(date, NOW)).toBe("");
      expect(formatRelativeOrAbsolute(date, NOW)).toBe("");
    }
  });
});

describe("relative time", () => {
  it("words each threshold as dayjs does", () => {
    const cases: ReadonlyArray<readonly [number, string]> = [
      [44 * SECOND, "a few seconds"], [45 * SECOND, "a minute"], [89 * SECOND, "a minute"], [90 * SECOND, "2 minutes"],
      [44 * MINUTE, "44 minutes"], [45 * MINUTE, "an hour"], [90 * MINUTE, "2 hours"], [21 * HOUR, "21 hours"],
      [22 * HOUR, "a day"], [35 * HOUR, "a day"], [36 * HOUR, "2 days"], [25 * DAY, "25 days"], [26 * DAY, "a month"],
      [45 * DAY, "a month"], [60 * DAY, "2 months"], [300 * DAY, "10 months"], [400 * DAY, "a year"], [800 * DAY, "2 years"],
    ];
    for (const [distance, words] of cases) expect([distance, relativeWords(distance)]).toEqual([distance, words]);
    expect(formatRelative(NOW - 10 * SECOND, NOW)).toBe("a few seconds ago");
    expect(formatRelative(NOW + 3 * HOUR, NOW)).toBe("in 3 hours");
  });

  it("the same distance reads the same words past or future, as 'N ago' or 'in N'", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 20 * 365 * DAY }), (distance) => {
        const words = relativeWords(distance);
        expect(formatRelative(NOW - distance, NOW)).toBe(`${words} ago`);
        expect(formatRelative(NOW + distance, NOW)).toBe(`in ${words}`);
        expect(words).toMatch(/^(a few seconds|a minute|an hour|a day|a month|a year|\d+ (minutes|hours|days|months|years))$/);
      }),
      fcParameters(),
    );
  });

  it("relative within the threshold, absolute beyond it, past or future", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -30 * DAY, max: 30 * DAY }),
        fc.integer({ min: 1, max: 5 }),
        fc.constantFrom("hour" as const, "day" as const, "week" as const),
        (offset, threshold, unit) => {
          const unitMillis = { hour: HOUR, day: DAY, week: 7 * DAY }[unit];
          const shown = formatRelativeOrAbsolute(NOW + offset, NOW, threshold, unit);
          const relative = Math.abs(offset) <= threshold * unitMillis;
          expect(shown).toBe(relative ? formatRelative(NOW + offset, NOW) : formatDateTime(NOW + offset));
        },
      ),
      fcParameters(),
    );
    expect(formatRelativeOrAbsolute(NOW - 2 * HOUR, NOW)).toBe("2 hours ago");
    expect(formatRelativeOrAbsolute(NOW - 2 * DAY, NOW)).toBe("Jun 13, 2025 12:00 PM");
  });
});

describe("bruneiDateTime", () => {
  it("writes an instant in UTC+8 to the second, with its offset", () => {
    expect(bruneiDateTime("2026-12-31T16:00:00.999Z")).toBe("2027-01-01T00:00:00+08:00");
  });
});
