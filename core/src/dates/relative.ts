// Relative time as the spec words it (§9): "a few seconds ago", "in 2 hours", and the display that turns absolute
// past a threshold. Pure: "now" is always passed in (the caller's Clock).
// Why not date-fns' formatDistance: its words ("less than a minute", "about 1 hour", "over 1 year") are not the
// spec's, and a custom locale would still inherit its thresholds. So the distance is measured with date-fns'
// differenceIn* (rounded) and worded with the thresholds of dayjs's relativeTime, where the spec's wording comes from.
import { differenceInHours, differenceInMinutes, differenceInSeconds } from "date-fns";
import {
  millisecondsInDay,
  millisecondsInHour,
  millisecondsInMinute,
  millisecondsInSecond,
  millisecondsInWeek,
  secondsInMonth,
  secondsInYear,
} from "date-fns/constants";
import { formatDateTime, instantOf, type DateInput } from "./format.ts";

export type TimeUnit = "second" | "minute" | "hour" | "day" | "week" | "month" | "year";

/** A unit's length; a month and a year are the Gregorian averages (date-fns' secondsInMonth, secondsInYear). */
export const UNIT_MILLIS: { readonly [U in TimeUnit]: number } = {
  second: millisecondsInSecond,
  minute: millisecondsInMinute,
  hour: millisecondsInHour,
  day: millisecondsInDay,
  week: millisecondsInWeek,
  month: secondsInMonth * millisecondsInSecond,
  year: secondsInYear * millisecondsInSecond,
};

/**
 * The words for a distance in time, past or future alike: up to 44 s "a few seconds", to 89 s "a minute", to
 * 44 min "N minutes", to 89 min "an hour", to 21 h "N hours", to 35 h "a day", to 25 days "N days", to 45 days
 * "a month", to 10 months "N months", to 17 months "a year", then "N years".
 */
export const relativeWords = (distanceMillis: number): string => {
  const distance = Math.abs(distanceMillis);
  const seconds = differenceInSeconds(distance, 0, ROUND);
  if (seconds <= 44) return "a few seconds";
  if (seconds <= 89) return "a minute";
  const minutes = differenceInMinutes(distance, 0, ROUND);
  if (minutes <= 44) return `${minutes} minutes`;
  if (minutes <= 89) return "an hour";
  const hours = differenceInHours(distance, 0, ROUND);
  if (hours <= 21) return `${hours} hours`;
  if (hours <= 35) return "a day";
  const days = Math.round(distance / millisecondsInDay);
  if (days <= 25) return `${days} days`;
  if (days <= 45) return "a month";
  const months = Math.round(distance / UNIT_MILLIS.month);
  if (months <= 10) return `${months} months`;
  if (months <= 17) return "a year";
  const years = Math.round(distance / UNIT_MILLIS.year);
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
 * Relative when `date` is within `threshold` `unit`s of now, past or future; otherwise absolute (the date-time
 * display, "5 Jan 2025, 3:04 PM", Brunei time). "" for a missing, empty or invalid date.
 */
export const formatRelativeOrAbsolute = (
  date: DateInput,
  nowMillis: number,
  threshold: number = 1,
  unit: TimeUnit = "day",
): string => {
  const millis = instantOf(date);
  if (millis === null) return "";
  return Math.abs(millis - nowMillis) > threshold * UNIT_MILLIS[unit] ? formatDateTime(millis) : formatRelative(millis, nowMillis);
};

const ROUND = { roundingMethod: "round" } as const;
