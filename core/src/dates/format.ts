// The spec's date displays (§9): "MMM D, YYYY h:mm A", "D MMM YYYY, h:mm A" and "DD MMM YYYY, h:mm A", in Brunei
// time by default. Pure: the empty date 0001-01-01T00:00:00, a missing or an invalid date all give "".
import { BRUNEI_UTC_OFFSET_MINUTES } from "./brunei-time.ts";

export const DATE_FORMATS = {
  dateTime: "MMM D, YYYY h:mm A",
  dayFirst: "D MMM YYYY, h:mm A",
  full: "DD MMM YYYY, h:mm A",
} as const;

/** The server's "no date": .NET's DateTime.MinValue. */
export const EMPTY_DATE = "0001-01-01T00:00:00";

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"] as const;

export type DateInput = string | number | Date | null | undefined;

/** Epoch milliseconds of `date`, or null when it is missing, empty, the empty date, or not a date. */
export const instantOf = (date: DateInput): number | null => {
  if (date === null || date === undefined || date === "") return null;
  if (typeof date === "string" && date.startsWith("0001-01-01")) return null;
  // A date-time without a zone is the server's UTC.
  const text = typeof date === "string" && /T\d{2}:\d{2}(:\d{2}(\.\d+)?)?$/.test(date) ? `${date}Z` : date;
  const millis = new Date(text).getTime();
  return Number.isNaN(millis) ? null : millis;
};

/** Formats with the tokens YYYY, MMM, DD, D, h, mm and A; any other text is kept. */
export const formatDate = (date: DateInput, pattern: string, offsetMinutes: number = BRUNEI_UTC_OFFSET_MINUTES): string => {
  const millis = instantOf(date);
  if (millis === null) return "";
  const local = new Date(millis + offsetMinutes * 60_000);
  const hours = local.getUTCHours();
  const tokens: Record<string, string> = {
    YYYY: String(local.getUTCFullYear()),
    MMM: MONTHS[local.getUTCMonth()] ?? "",
    DD: String(local.getUTCDate()).padStart(2, "0"),
    D: String(local.getUTCDate()),
    h: String(hours % 12 === 0 ? 12 : hours % 12),
    mm: String(local.getUTCMinutes()).padStart(2, "0"),
    A: hours < 12 ? "AM" : "PM",
  };
  return pattern.replace(/YYYY|MMM|DD|D|h|mm|A/g, (token) => tokens[token] ?? token);
};

/** "Jan 5, 2025 3:04 PM". */
export const formatDateTime = (date: DateInput, offsetMinutes?: number): string => formatDate(date, DATE_FORMATS.dateTime, offsetMinutes);

/** "05 Jan 2025, 3:04 PM": the full date-time display. */
export const formatFullDateTime = (date: DateInput, offsetMinutes?: number): string => formatDate(date, DATE_FORMATS.full, offsetMinutes);
