// The spec's date displays (§9), on date-fns, in Brunei time by default. The one place a date is turned into
// display text: the UIs and the CLI call these with a DATE_FORMATS name and never format a date themselves.
// Pure: the empty date 0001-01-01T00:00:00, a missing or an invalid date all give "".
import { tz } from "@date-fns/tz";
import { format, isValid } from "date-fns";
import { BRUNEI_TIME_ZONE, BRUNEI_UTC_OFFSET_MINUTES } from "./brunei-time.ts";

/**
 * The display patterns, written in the spec's tokens (YYYY, MMM, MM, DD, D, HH, h, mm, ss, A, Z). Both apps show a
 * date-time as `dateTime` and a date without a time as `day` (issue 15: one style, not "Oct 26, 2026" beside
 * "26 Nov 2026"); the spec's other date-time format, "MMM D, YYYY h:mm A", is not used for display.
 */
export const DATE_FORMATS = {
  /** "5 Jan 2025, 3:04 PM": the portal's one date-time style (spec §9's "D MMM YYYY, h:mm A"). */
  dateTime: "D MMM YYYY, h:mm A",
  /** "05 Jan 2025, 3:04 PM": the full date-time display. */
  full: "DD MMM YYYY, h:mm A",
  /** "5 Jan 2025": a date without a time (a closing date, a birthday, a day of a range). */
  day: "D MMM YYYY",
  /** "5 Jan": a day on a chart's axis. */
  dayOfMonth: "D MMM",
  /** "Jan 2025": a month (a resume's period, a chart's bucket). */
  month: "MMM YYYY",
  /** "3:04 PM". */
  time: "h:mm A",
  /** "2025-01-05 15:04:00 +08:00": the CLI's sortable log and table time. */
  timestamp: "YYYY-MM-DD HH:mm:ss Z",
} as const;

/** The server's "no date": .NET's DateTime.MinValue. */
export const EMPTY_DATE = "0001-01-01T00:00:00";

export type DateInput = string | number | Date | null | undefined;

/**
 * Epoch milliseconds of `date`, or null when it is missing, empty, the empty date, or not a date. A date-time without
 * a zone is the server's UTC; a calendar date ("2025-08-01") is that day in Brunei, from its midnight.
 */
export const instantOf = (date: DateInput): number | null => {
  if (date === null || date === undefined || date === "") return null;
  if (typeof date === "string" && date.startsWith("0001-01-01")) return null;
  const millis = typeof date === "string" ? new Date(withZone(date)).getTime() : new Date(date).getTime();
  return isValid(millis) && millis !== EMPTY_MILLIS ? millis : null;
};

/** Formats `date` with a pattern in the spec's tokens (see DATE_FORMATS); any other text is kept as written. */
export const formatDate = (date: DateInput, pattern: string, offsetMinutes: number = BRUNEI_UTC_OFFSET_MINUTES): string => {
  const millis = instantOf(date);
  if (millis === null) return "";
  return format(millis, dateFnsPattern(pattern), { in: tz(zoneOf(offsetMinutes)) });
};

/** "5 Jan 2025, 3:04 PM": the portal's date-time display. */
export const formatDateTime = (date: DateInput, offsetMinutes?: number): string => formatDate(date, DATE_FORMATS.dateTime, offsetMinutes);

/** "05 Jan 2025, 3:04 PM": the full date-time display. */
export const formatFullDateTime = (date: DateInput, offsetMinutes?: number): string => formatDate(date, DATE_FORMATS.full, offsetMinutes);

const EMPTY_MILLIS = Date.parse(`${EMPTY_DATE}Z`);

const withZone = (text: string): string => {
  if (/^\d{4}-\d{2}-\d{2}$/.test(text)) return `${text}T00:00:00${BRUNEI_OFFSET_TEXT}`;
  return /T\d{2}:\d{2}(:\d{2}(\.\d+)?)?$/.test(text) ? `${text}Z` : text;
};

const offsetText = (minutes: number): string => {
  const sign = minutes < 0 ? "-" : "+";
  const abs = Math.abs(minutes);
  return `${sign}${String(Math.floor(abs / 60)).padStart(2, "0")}:${String(abs % 60).padStart(2, "0")}`;
};

const BRUNEI_OFFSET_TEXT = offsetText(BRUNEI_UTC_OFFSET_MINUTES);

/** Brunei by its zone name (Intl knows it, and it is fast); any other offset as "+HH:MM". */
const zoneOf = (offsetMinutes: number): string =>
  offsetMinutes === BRUNEI_UTC_OFFSET_MINUTES ? BRUNEI_TIME_ZONE : offsetText(offsetMinutes);

/** The spec's tokens as date-fns spells them; everything else becomes quoted literal text. */
const TOKENS: Readonly<Record<string, string>> = {
  YYYY: "yyyy", MMM: "MMM", MM: "MM", DD: "dd", D: "d", HH: "HH", h: "h", mm: "mm", ss: "ss", A: "a", Z: "xxx",
};
const TOKEN = /YYYY|MMM|MM|DD|D|HH|h|mm|ss|A|Z/g;
const translated = new Map<string, string>();

const dateFnsPattern = (pattern: string): string => {
  const known = translated.get(pattern);
  if (known !== undefined) return known;
  let result = "";
  let last = 0;
  for (const match of pattern.matchAll(TOKEN)) {
    result += literal(pattern.slice(last, match.index)) + (TOKENS[match[0]] ?? "");
    last = match.index + match[0].length;
  }
  result += literal(pattern.slice(last));
  translated.set(pattern, result);
  return result;
};

/** date-fns reads letters as tokens: text is quoted ('' is a quote), punctuation and spaces pass as they are. */
const literal = (text: string): string => (/[A-Za-z']/.test(text) ? `'${text.replaceAll("'", "''")}'` : text);
