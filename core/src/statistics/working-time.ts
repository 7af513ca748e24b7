// Working time, not wall time (issue 13's statistics): how long an application waited, counted in Brunei working
// days. The civil service works Monday to Thursday and Saturday; Friday and Sunday are off, and so are public
// holidays (a list of YYYY-MM-DD days in Brunei time, passed in: reference data). A span is measured day by day in
// Brunei time (UTC+8, no daylight saving): each working day it covers counts for the part of the day it covers, so
// a card moved in on Thursday noon and out on Saturday noon waited one working day (half of Thursday, none of
// Friday, half of Saturday). Also the order statistics the turnaround figures use. Pure.
import { BRUNEI_UTC_OFFSET_MINUTES, bruneiDateOf } from "../dates/brunei-time.ts";

const DAY_MS = 24 * 60 * 60 * 1000;
const OFFSET_MS = BRUNEI_UTC_OFFSET_MINUTES * 60 * 1000;

/** Days of the week off (0 Sunday … 6 Saturday): Friday and Sunday. */
export const BRUNEI_DAYS_OFF: ReadonlySet<number> = new Set([5, 0]);

/** Whether a Brunei calendar day (YYYY-MM-DD) is a working day. */
export const isWorkingDay = (day: string, holidays: ReadonlySet<string>): boolean =>
  !holidays.has(day) && !BRUNEI_DAYS_OFF.has(new Date(`${day}T00:00:00Z`).getUTCDay());

/** The working days between two instants, as a fraction (0 when `end` is not after `start`). */
export const workingDaysBetween = (start: Date, end: Date, holidays: ReadonlySet<string>): number => {
  const from = start.getTime();
  const to = end.getTime();
  if (!(to > from)) return 0;
  let total = 0;
  // Midnight, Brunei time, of the day `from` falls in, as an epoch instant.
  let dayStart = Math.floor((from + OFFSET_MS) / DAY_MS) * DAY_MS - OFFSET_MS;
  while (dayStart < to) {
    const dayEnd = dayStart + DAY_MS;
    if (isWorkingDay(bruneiDateOf(dayStart), holidays)) total += (Math.min(dayEnd, to) - Math.max(dayStart, from)) / DAY_MS;
    dayStart = dayEnd;
  }
  return total;
};

/** The q-quantile (0..1) of the values by linear interpolation between the closest ranks; null for none. */
export const quantile = (values: readonly number[], q: number): number | null => {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.min(Math.max(q, 0), 1) * (sorted.length - 1);
  const below = Math.floor(rank);
  const lower = sorted[below] ?? 0;
  const upper = sorted[Math.min(below + 1, sorted.length - 1)] ?? lower;
  return lower + (upper - lower) * (rank - below);
};

export interface Spread {
  readonly count: number;
  readonly median: number | null;
  readonly p90: number | null;
  readonly max: number | null;
}

/** The turnaround figures of a set of durations: how many, the median, the 90th percentile and the longest. */
export const spreadOf = (values: readonly number[]): Spread => ({
  count: values.length,
  median: quantile(values, 0.5),
  p90: quantile(values, 0.9),
  // A loop, not Math.max(...values): tens of thousands of arguments overflow the stack.
  max: values.length === 0 ? null : values.reduce((longest, value) => (value > longest ? value : longest), Number.NEGATIVE_INFINITY),
});
