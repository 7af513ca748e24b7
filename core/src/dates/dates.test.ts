import { tz } from "@date-fns/tz";
import { format, parse } from "date-fns";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { fcParameters } from "../test-support/fast-check.ts";
import { BRUNEI_TIME_ZONE, bruneiDateOf, bruneiDateTime } from "./brunei-time.ts";
import { DATE_FORMATS, EMPTY_DATE, formatDate, formatDateTime, formatFullDateTime } from "./format.ts";
import { formatRelative, formatRelativeOrAbsolute, relativeWords } from "./relative.ts";

const NOW = Date.parse("2025-06-15T04:00:00.000Z"); // 12:00 noon in Brunei
const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const MONTH = "(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)";
const CLOCK = "(1[0-2]|[1-9]):[0-5]\\d (AM|PM)";

/** Instants from 1970 to 2100, whole milliseconds. */
const instants = fc.integer({ min: 0, max: Date.parse("2100-01-01T00:00:00Z") });
/** A missing date, the server's empty date in its spellings, and strings that are no date. */
const noDates = fc.oneof(
  fc.constantFrom<string | null | undefined>(null, undefined, "", EMPTY_DATE, `${EMPTY_DATE}Z`, `${EMPTY_DATE}.000Z`, "0001-01-01", "not a date"),
  fc.integer({ min: 13, max: 99 }).map((month) => `2025-${month}-01T00:00:00Z`),
  fc.integer({ min: 25, max: 99 }).map((hour) => `2025-01-01T${hour}:00:00`),
);

describe("absolute date displays (Brunei time)", () => {
  it("use the spec's patterns", () => {
    const date = "2025-01-05T07:04:00Z"; // 3:04 PM in Brunei
    expect(formatDateTime(date)).toBe("5 Jan 2025, 3:04 PM");
    expect(formatFullDateTime(date)).toBe("05 Jan 2025, 3:04 PM");
    expect(formatDate(date, DATE_FORMATS.day)).toBe("5 Jan 2025");
    expect(formatDate(date, DATE_FORMATS.dayOfMonth)).toBe("5 Jan");
    expect(formatDate(date, DATE_FORMATS.month)).toBe("Jan 2025");
    expect(formatDate(date, DATE_FORMATS.time)).toBe("3:04 PM");
    expect(formatDate(date, DATE_FORMATS.timestamp)).toBe("2025-01-05 15:04:00 +08:00");
    expect(formatDateTime("2025-01-05T16:00:00Z")).toBe("6 Jan 2025, 12:00 AM");
    expect(formatDateTime("2025-01-05T04:30:00")).toBe("5 Jan 2025, 12:30 PM"); // no zone: the server's UTC
    expect(formatDateTime(new Date(date))).toBe(formatDateTime(Date.parse(date)));
  });

  it("read a calendar date as that day in Brunei, and keep text that is not a token", () => {
    expect(formatDate("2025-08-01", DATE_FORMATS.day)).toBe("1 Aug 2025");
    expect(formatDate("2025-08-01", DATE_FORMATS.timestamp)).toBe("2025-08-01 00:00:00 +08:00");
    expect(formatDate("2025-01-05T07:04:00Z", "[on] D MMM, at h:mm A 'ok'")).toBe("[on] 5 Jan, at 3:04 PM 'ok'");
    expect(formatDate("2025-01-05T07:04:00Z", DATE_FORMATS.dateTime, 0)).toBe("5 Jan 2025, 7:04 AM");
  });

  it("every display is date-fns' own in Brunei's zone (and at a fixed offset), from 1946 to 2100", () => {
    // The spec's tokens as date-fns spells them: format.ts read them so until it formatted by the Date's fields.
    const DATE_FNS: Readonly<Record<string, string>> = { YYYY: "yyyy", MMM: "MMM", MM: "MM", DD: "dd", D: "d", HH: "HH", h: "h", mm: "mm", ss: "ss", A: "a", Z: "xxx" };
    const dateFns = (pattern: string) => pattern.replace(/YYYY|MMM|MM|DD|D|HH|h|mm|ss|A|Z/g, (token) => DATE_FNS[token] ?? token);
    const zoneOf = (minutes: number) => (minutes === 480 ? BRUNEI_TIME_ZONE : `${minutes < 0 ? "-" : "+"}${String(Math.floor(Math.abs(minutes) / 60)).padStart(2, "0")}:${String(Math.abs(minutes) % 60).padStart(2, "0")}`);
    fc.assert(
      fc.property(
        fc.integer({ min: Date.parse("1946-01-01T00:00:00Z"), max: Date.parse("2100-01-01T00:00:00Z") }),
        fc.constantFrom(...Object.values(DATE_FORMATS)),
        fc.constantFrom(480, 0, -300, 330, 345, -570, 840),
        (millis, pattern, offset) => {
          expect(formatDate(millis, pattern, offset)).toBe(format(millis, dateFns(pattern), { in: tz(zoneOf(offset)) }));
        },
      ),
      fcParameters({ numRuns: 2000 }),
    );
  });

  it("the empty date, a missing one and an invalid one all give an empty string, in every display", () => {
    fc.assert(
      fc.property(noDates, fc.constantFrom(...Object.values(DATE_FORMATS)), (date, pattern) => {
        expect(formatDate(date, pattern)).toBe("");
        expect(formatDateTime(date)).toBe("");
        expect(formatFullDateTime(date)).toBe("");
        expect(formatRelative(date, NOW)).toBe("");
        expect(formatRelativeOrAbsolute(date, NOW)).toBe("");
      }),
      fcParameters(),
    );
  });

  it("every date-time and full display has the spec's shape", () => {
    fc.assert(
      fc.property(instants, (millis) => {
        expect(formatDateTime(millis)).toMatch(new RegExp(`^([1-9]|[12]\\d|3[01]) ${MONTH} \\d{4}, ${CLOCK}$`));
        expect(formatFullDateTime(millis)).toMatch(new RegExp(`^(0[1-9]|[12]\\d|3[01]) ${MONTH} \\d{4}, ${CLOCK}$`));
        expect(formatDate(millis, DATE_FORMATS.day)).toMatch(new RegExp(`^([1-9]|[12]\\d|3[01]) ${MONTH} \\d{4}$`));
      }),
      fcParameters(),
    );
  });

  it("a display reads back as the same instant to the minute, in Brunei time; a day reads back as the same day", () => {
    const brunei = { in: tz(BRUNEI_TIME_ZONE) };
    fc.assert(
      fc.property(instants, (millis) => {
        const minute = Math.floor(millis / MINUTE) * MINUTE;
        expect(parse(formatFullDateTime(millis), "dd MMM yyyy, h:mm a", NOW, brunei).getTime()).toBe(minute);
        expect(parse(formatDateTime(millis), "d MMM yyyy, h:mm a", NOW, brunei).getTime()).toBe(minute);
        const day = bruneiDateOf(millis);
        expect(formatDate(millis, "YYYY-MM-DD")).toBe(day);
        expect(formatDate(day, "YYYY-MM-DD")).toBe(day);
        const iso = new Date(millis).toISOString();
        expect(formatDate(iso, DATE_FORMATS.timestamp)).toBe(bruneiDateTime(iso).replace("T", " ").replace("+08:00", " +08:00"));
      }),
      fcParameters(),
    );
  });
});

describe("relative time", () => {
  it("words each threshold as the spec's English does", () => {
    const cases: ReadonlyArray<readonly [number, string]> = [
      [44 * SECOND, "a few seconds"], [45 * SECOND, "a minute"], [89 * SECOND, "a minute"], [90 * SECOND, "2 minutes"],
      [44 * MINUTE, "44 minutes"], [45 * MINUTE, "an hour"], [90 * MINUTE, "2 hours"], [21 * HOUR, "21 hours"],
      [22 * HOUR, "a day"], [35 * HOUR, "a day"], [36 * HOUR, "2 days"], [25 * DAY, "25 days"], [26 * DAY, "a month"],
      [45 * DAY, "a month"], [60 * DAY, "2 months"], [300 * DAY, "10 months"], [400 * DAY, "a year"], [800 * DAY, "2 years"],
    ];
    for (const [distance, words] of cases) expect([distance, relativeWords(distance)]).toEqual([distance, words]);
    expect(formatRelative(NOW - 10 * SECOND, NOW)).toBe("a few seconds ago");
    expect(formatRelative(NOW + 24 * HOUR, NOW)).toBe("in a day");
    expect(formatRelative(NOW + 3 * HOUR, NOW)).toBe("in 3 hours");
  });

  it("the same distance reads the same words past or future, as 'N ago' or 'in N'", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 20 * 365 * DAY }), (distance) => {
        const words = relativeWords(distance);
        expect(formatRelative(NOW - distance, NOW)).toBe(`${words} ago`);
        expect(formatRelative(NOW + distance, NOW)).toBe(`in ${words}`);
        expect(words).toMatch(/^(a few seconds|a minute|an hour|a day|a month|a year|([2-9]|\d{2,}) (minutes|hours|days|months|years))$/);
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
    expect(formatRelativeOrAbsolute(NOW + DAY, NOW)).toBe("in a day");
    expect(formatRelativeOrAbsolute(NOW + DAY + SECOND, NOW)).toBe("16 Jun 2025, 12:00 PM");
    expect(formatRelativeOrAbsolute(NOW - 2 * DAY, NOW)).toBe("13 Jun 2025, 12:00 PM");
  });
});

describe("bruneiDateTime", () => {
  it("writes an instant in UTC+8 to the second, with its offset", () => {
    expect(bruneiDateTime("2026-12-31T16:00:00.999Z")).toBe("2027-01-01T00:00:00+08:00");
  });
});
