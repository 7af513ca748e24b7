// How the statistics read on screen: working days with up to two decimals, days and ranges as "1 Jun 2026", a
// bucket's label on the time axis, a turnaround bin ("3–5", "40+"), the quick ranges (Last 7, 30 and 90 days, This
// year, each ending today in Brunei), and a holiday's weekday. Pure.
import { addDays, DATE_FORMATS, formatDate, type StatisticsBucket, type StatisticsRange } from "@ictm/core";

/** Working days as read: 2, 2.5, 2.25 (never more than two decimals, no trailing zeros). */
export const formatDays = (days: number): string => String(Math.round(days * 100) / 100);

/** A working-day figure that may be missing (no visits): "–". */
export const formatMaybeDays = (days: number | null): string => (days === null ? "–" : formatDays(days));

/** "1 Jun 2026". */
export const dayText = (day: string): string => formatDate(day, DATE_FORMATS.day);

/** "1 Jun 2026 – 30 Jun 2026"; one day reads once. */
export const rangeText = (range: StatisticsRange): string =>
  range.startDate === range.endDate ? dayText(range.startDate) : `${dayText(range.startDate)} – ${dayText(range.endDate)}`;

/** A bucket on the time axis: "1 Jun" for a day or the week starting then, "Jun 2026" for a month. */
export const bucketLabel = (bucket: StatisticsBucket, start: string): string =>
  bucket === "month" ? formatDate(start, DATE_FORMATS.month) : formatDate(start, DATE_FORMATS.dayOfMonth);

/** A turnaround bin in working days: "0–1", "40+". */
export const binLabel = (bin: { readonly from: number; readonly to: number | null }): string =>
  bin.to === null ? `${formatDays(bin.from)}+` : `${formatDays(bin.from)}–${formatDays(bin.to)}`;

export interface RangePreset {
  readonly key: string;
  readonly label: string;
  readonly range: StatisticsRange;
}

/** The quick ranges, each ending `today` (YYYY-MM-DD, Brunei). */
export const rangePresets = (today: string): RangePreset[] => [
  { key: "7", label: "Last 7 days", range: { startDate: addDays(today, -6), endDate: today } },
  { key: "30", label: "Last 30 days", range: { startDate: addDays(today, -29), endDate: today } },
  { key: "90", label: "Last 90 days", range: { startDate: addDays(today, -89), endDate: today } },
  { key: "year", label: "This year", range: { startDate: `${today.slice(0, 4)}-01-01`, endDate: today } },
];

const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"] as const;

/** The weekday of a calendar day: "Thursday". */
export const weekdayOf = (day: string): string => WEEKDAYS[new Date(`${day}T00:00:00Z`).getUTCDay()] ?? "";

/** "1 application", "3 applications". */
export const countOf = (count: number, one: string, many: string): string => `${count} ${count === 1 ? one : many}`;
