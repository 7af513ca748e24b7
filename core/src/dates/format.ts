// The spec's date displays (§9), in Brunei time by default. The one place a date is turned into display text: the UIs
// and the CLI call these with a DATE_FORMATS name and never format a date themselves.
// Pure: the empty date 0001-01-01T00:00:00, a missing or an invalid date all give "".
// Every display is at a fixed offset (Brunei has kept UTC+8 since 12 September 1945, and any other offset a caller
// passes is fixed too), so a display is the Date's own UTC calendar fields of the instant moved by that offset.
// date-fns' `format` in a `tz` zone gave the same text at about 20 µs a call (the board formats a thousand dates as it
// first renders) and put 25 kB of minified script on every page (issue 17); this takes under 1 µs.
import { isValid } from "date-fns";
import { BRUNEI_UTC_OFFSET_MINUTES } from "./brunei-time.ts";

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
  const fields = new Date(millis + offsetMinutes * 60_000);
  let text = "";
  for (const part of compiled(pattern)) text += typeof part === "string" ? part : part(fields, offsetMinutes);
  return text;
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

const two = (value: number): string => String(value).padStart(2, "0");

const offsetText = (minutes: number): string => {
  const abs = Math.abs(minutes);
  return `${minutes < 0 ? "-" : "+"}${two(Math.floor(abs / 60))}:${two(abs % 60)}`;
};

const BRUNEI_OFFSET_TEXT = offsetText(BRUNEI_UTC_OFFSET_MINUTES);

/** A token's text, from the moved instant's UTC fields (and from the offset, for Z). */
type Token = (fields: Date, offsetMinutes: number) => string;

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"] as const;

/** The spec's tokens: "2025", "Jan", "01", "05", "5", "15", "3", "04", "00", "PM", "+08:00". */
const TOKENS: Readonly<Record<string, Token>> = {
  YYYY: (fields) => String(fields.getUTCFullYear()).padStart(4, "0"),
  MMM: (fields) => MONTHS[fields.getUTCMonth()] ?? "",
  MM: (fields) => two(fields.getUTCMonth() + 1),
  DD: (fields) => two(fields.getUTCDate()),
  D: (fields) => String(fields.getUTCDate()),
  HH: (fields) => two(fields.getUTCHours()),
  h: (fields) => String(fields.getUTCHours() % 12 || 12),
  mm: (fields) => two(fields.getUTCMinutes()),
  ss: (fields) => two(fields.getUTCSeconds()),
  A: (fields) => (fields.getUTCHours() < 12 ? "AM" : "PM"),
  Z: (_fields, offsetMinutes) => offsetText(offsetMinutes),
};
const TOKEN = /YYYY|MMM|MM|DD|D|HH|h|mm|ss|A|Z/g;
const patterns = new Map<string, ReadonlyArray<string | Token>>();

/** A pattern as its literal text and its tokens, worked out once. */
const compiled = (pattern: string): ReadonlyArray<string | Token> => {
  const known = patterns.get(pattern);
  if (known !== undefined) return known;
  const parts: Array<string | Token> = [];
  let last = 0;
  for (const match of pattern.matchAll(TOKEN)) {
    if (match.index > last) parts.push(pattern.slice(last, match.index));
    const token = TOKENS[match[0]];
    if (token !== undefined) parts.push(token);
    last = match.index + match[0].length;
  }
  if (last < pattern.length) parts.push(pattern.slice(last));
  patterns.set(pattern, parts);
  return parts;
};
