// Relative time as the spec words it (§9): "a few seconds ago", "in 2 hours", with dayjs's English thresholds,
// and the display that turns absolute past a threshold. Pure: "now" is always passed in (the caller's Clock).
import { DATE_FORMATS, formatDate, instantOf, type DateInput } from "./format.ts";

export type TimeUnit = "second" | "minute" | "hour" | "day" | "week" | "month" | "year";

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** A month and a year of the Gregorian calendar on average, for the wording's rounding. */
const MONTH = 30.436875 * DAY;
const YEAR = 12 * MONTH;

export const UNIT_MILLIS: { readonly [U in TimeUnit]: number } = {
  second: SECOND,
  minute: MINUTE,
  hour: HOUR,
  day: DAY,
  week: 7 * DAY,
  month: MONTH,
  year: YEAR,
};

/**
 * The words for a distance in time: up to 44 s "a few seconds", to 89 s "a minute", to 44 min "N minutes",
 * to 89 min "an hour", to 21 h "N hours", to 35 h "a day", to 25 days "N days", to 45 days "a month",
 * to 10 months "N months", to 17 months "a year", then "N years" (dayjs's relativeTime thresholds).
 */
export const relativeWords = (distanceMillis: number): string => {
  const abs = Math.abs(distanceMillis);
  const seconds = Math.round(abs / SECOND);
  if (seconds <= 44) return "a few seconds";
  if (seconds <= 89) return "a minute";
  const minutes = Math.round(abs / MINUTE);
  if (minutes <= 44) return `${minutes} minutes`;
  if (minutes <= 89) return "an hour";
  const hours = Math.round(abs / HOUR);
  if (hours <= 21) return `${hours} hours`;
  if (hours <= 35) return "a day";
  const days = Math.round(abs / DAY);
  if (days <= 25) return `${days} days`;
  if (days <= 45) return "a month";
  const months = Math.round(abs / MONTH);
  if (months <= 10) return `${months} months`;
  if (months <= 17) return "a year";
  const years = Math.round(abs / YEAR);
  return years <= 1 ? "a year" : `${years} years`;
};

/** "a few seconds ago", "in 3 days"; "" for a missing, empty or invalid date. */
export const formatRelative = (date: DateInput, nowMillis: number): string => {
  const millis = instantOf(date);
  if (millis === null) return "";
  const words = relativeWords(millis - nowMillis);
  return millis > nowMillis ? `in ${words}` : `${words} ago`;
};

/**
 * Relative when `date` is within `threshold` `unit`s of now, past or future; otherwise absolute
 * ("MMM D, YYYY h:mm A", Brunei time). "" for a missing, empty or invalid date.
 */
export const formatRelativeOrAbsolute = (
  date: DateInput,
  nowMillis: number,
  threshold: number = 1,
  unit: TimeUnit = "day",
): string => {
  const millis = instantOf(date);
  if (millis === null) return "";
  return Math.abs(millis - nowMillis) > threshold * UNIT_MILLIS[unit]
    ? formatDate(millis, DATE_FORMATS.dateTime)
    : formatRelative(millis, nowMillis);
};
