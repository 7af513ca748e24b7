// The statistics' rules (issue 13, spec §3 "Statistics", §7): the date range every statistics call takes, how a
// range is cut into buckets for the "over time" series, the bins of the turnaround distribution, who sets the
// per-step targets (SLA) and the public holidays, and when a card is overdue. Pure; shared by the server (which
// answers with them) and the UIs (which draw with them).
import { bruneiDateOf } from "../dates/brunei-time.ts";
import { isCalendarDate } from "../forms/fields.ts";
import { hasAnyRole, type StaffRole } from "../staff/roles.ts";

/** Without a range, the statistics cover the 30 days ending today (Brunei time). */
export const STATISTICS_RANGE_DEFAULT_DAYS = 30;
/** The longest range a statistics call answers for: three years (1096 days, a leap day included). */
export const STATISTICS_RANGE_MAX_DAYS = 1096;

export interface StatisticsRange {
  readonly startDate: string;
  readonly endDate: string;
}

const DAY_MS = 24 * 60 * 60 * 1000;
/** The calendar day `days` after (or before, negative) a YYYY-MM-DD day. */
export const addDays = (day: string, days: number): string => new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** Days from `from` to `to` (YYYY-MM-DD), 0 when equal, negative when `to` is before. */
export const daysBetween = (from: string, to: string): number => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);

/** The days a range covers, both ends included. */
export const rangeLength = (range: StatisticsRange): number => daysBetween(range.startDate, range.endDate) + 1;

export type RangeVerdict = { readonly ok: true; readonly range: StatisticsRange } | { readonly ok: false; readonly refusal: "invalid-date-range" };

/**
 * The range a call asks for, with the defaults filled in: no end is today (Brunei time, from `now`); no start is
 * 30 days ending at the end. Refused when a date is not a date, the start is after the end, or the range is longer
 * than three years.
 */
export const resolveStatisticsRange = (input: { readonly startDate?: string | undefined; readonly endDate?: string | undefined }, now: Date): RangeVerdict => {
  const endDate = input.endDate ?? bruneiDateOf(now.getTime());
  const startDate = input.startDate ?? addDays(endDate, -(STATISTICS_RANGE_DEFAULT_DAYS - 1));
  if (!isCalendarDate(startDate) || !isCalendarDate(endDate)) return { ok: false, refusal: "invalid-date-range" };
  const length = rangeLength({ startDate, endDate });
  if (length < 1 || length > STATISTICS_RANGE_MAX_DAYS) return { ok: false, refusal: "invalid-date-range" };
  return { ok: true, range: { startDate, endDate } };
};

/** The instant a Brunei calendar day starts (00:00 at UTC+8). */
export const bruneiDayStart = (day: string): Date => new Date(`${day}T00:00:00+08:00`);

/** The range as instants, half-open: from the start day's 00:00 to the 00:00 after the end day (Brunei time). */
export const rangeInstants = (range: StatisticsRange): { readonly from: Date; readonly to: Date } => ({
  from: bruneiDayStart(range.startDate),
  to: bruneiDayStart(addDays(range.endDate, 1)),
});

export const STATISTICS_BUCKETS = ["day", "week", "month"] as const;
export type StatisticsBucket = (typeof STATISTICS_BUCKETS)[number];

/** How a range's series is cut: by day up to a month, by week (Monday first) up to half a year, else by month. */
export const bucketOf = (range: StatisticsRange): StatisticsBucket => {
  const length = rangeLength(range);
  return length <= 31 ? "day" : length <= 184 ? "week" : "month";
};

export interface Bucket {
  /** Its first day, YYYY-MM-DD, clipped to the range. */
  readonly start: string;
  /** Its last day, included, clipped to the range. */
  readonly end: string;
}

/** The first day of the bucket a day falls in (its Monday, or the 1st of its month). */
const bucketStartOf = (day: string, bucket: StatisticsBucket): string => {
  if (bucket === "day") return day;
  if (bucket === "month") return `${day.slice(0, 8)}01`;
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return addDays(day, -((weekday + 6) % 7));
};

const nextBucketStart = (start: string, bucket: StatisticsBucket): string => {
  if (bucket === "day") return addDays(start, 1);
  if (bucket === "week") return addDays(start, 7);
  const date = new Date(`${start}T00:00:00Z`);
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 1)).toISOString().slice(0, 10);
};

/** The buckets of a range, in order, the first and last clipped to it. */
export const bucketsOf = (range: StatisticsRange, bucket: StatisticsBucket = bucketOf(range)): Bucket[] => {
  const buckets: Bucket[] = [];
  let start = bucketStartOf(range.startDate, bucket);
  while (start <= range.endDate) {
    const next = nextBucketStart(start, bucket);
    const end = addDays(next, -1);
    buckets.push({ start: start < range.startDate ? range.startDate : start, end: end > range.endDate ? range.endDate : end });
    start = next;
  }
  return buckets;
};

/** The bins of the end-to-end turnaround distribution, in working days: [from, to), the last open. */
export const TURNAROUND_BINS: ReadonlyArray<{ readonly from: number; readonly to: number | null }> = [
  { from: 0, to: 1 },
  { from: 1, to: 2 },
  { from: 2, to: 3 },
  { from: 3, to: 5 },
  { from: 5, to: 10 },
  { from: 10, to: 20 },
  { from: 20, to: 40 },
  { from: 40, to: null },
];

/** The index in TURNAROUND_BINS of a turnaround in working days. */
export const binOf = (days: number): number => {
  const index = TURNAROUND_BINS.findIndex((bin) => days >= bin.from && (bin.to === null || days < bin.to));
  return index === -1 ? 0 : index;
};

/** Working days as the statistics answer them: two decimals. */
export const roundDays = (days: number): number => Math.round(days * 100) / 100;

/** A step's target (SLA), in working days: half days from 0.5 to 250; none is null. */
export const STEP_TARGET_MIN = 0.5;
export const STEP_TARGET_MAX = 250;
export const STEP_TARGET_STEP = 0.5;

export const isValidStepTarget = (value: number | null): boolean =>
  value === null || (Number.isFinite(value) && value >= STEP_TARGET_MIN && value <= STEP_TARGET_MAX && Number.isInteger(value / STEP_TARGET_STEP));

/** Who sets the steps' targets and keeps the public holidays. */
export const TARGET_ROLES: readonly StaffRole[] = ["administrator"];
export const HOLIDAY_ROLES: readonly StaffRole[] = ["administrator"];
export const mayManageTargets = (roles: readonly StaffRole[]): boolean => hasAnyRole(roles, TARGET_ROLES);
export const mayManageHolidays = (roles: readonly StaffRole[]): boolean => hasAnyRole(roles, HOLIDAY_ROLES);

/** A card is overdue when it has spent more working days in its step than the step's target (none: never). */
export const isOverdue = (workingDaysInStep: number, target: number | null): boolean => target !== null && workingDaysInStep > target;

/** Where a submitted application stands, as the statistics count it. */
export const STATISTICS_OUTCOMES = ["inProgress", "approved", "archived"] as const;
export type StatisticsOutcome = (typeof STATISTICS_OUTCOMES)[number];

export const outcomeOf = (application: { readonly finalApprovalAt: string | Date | null; readonly archivedAt: string | Date | null }): StatisticsOutcome =>
  application.archivedAt !== null ? "archived" : application.finalApprovalAt !== null ? "approved" : "inProgress";

/** A public holiday's name: 1 to 120 characters after trimming. */
export const HOLIDAY_NAME_MAX = 120;
export const isValidHolidayName = (name: string): boolean => name.trim().length >= 1 && name.trim().length <= HOLIDAY_NAME_MAX;
