// The working calendar: every Brunei calendar day from 2015 to 2045 with whether it is a working day and how many
// working days came before it. With it, the working days between two instants are a subtraction of two "working
// clock" readings (clock(b) − clock(a) equals ./working-time.ts's workingDaysBetween, property-tested), which is
// what lets the server store a clock reading per step visit and aggregate turnaround in SQL. The server fills its
// `working_calendar` table from calendarRows whenever the public holidays change; the rule of which days work stays
// here (isWorkingDay). Pure.
import { BRUNEI_UTC_OFFSET_MINUTES } from "../dates/brunei-time.ts";
import { isWorkingDay } from "./working-time.ts";

export const CALENDAR_FIRST_DAY = "2015-01-01";
export const CALENDAR_LAST_DAY = "2045-12-31";

const DAY_MS = 24 * 60 * 60 * 1000;
const OFFSET_MS = BRUNEI_UTC_OFFSET_MINUTES * 60 * 1000;

/** The Brunei calendar day an instant falls in, as days since 1970-01-01 (the calendar's key). */
export const dayNumberOf = (instant: Date | number): number => Math.floor(((typeof instant === "number" ? instant : instant.getTime()) + OFFSET_MS) / DAY_MS);

const dayNumberOfDate = (day: string): number => Math.round(Date.parse(`${day}T00:00:00Z`) / DAY_MS);

export interface CalendarRow {
  readonly dayNumber: number;
  /** YYYY-MM-DD. */
  readonly day: string;
  /** The instant the day starts (00:00 Brunei time): the server's table is looked up by it. */
  readonly startsAt: Date;
  readonly working: boolean;
  /** Working days before this day, counted from the calendar's first day. */
  readonly before: number;
}

/** Every day of the calendar, first to last, given the public holidays (YYYY-MM-DD). */
export const calendarRows = (holidays: ReadonlySet<string>): CalendarRow[] => {
  const rows: CalendarRow[] = [];
  let before = 0;
  for (let dayNumber = dayNumberOfDate(CALENDAR_FIRST_DAY), last = dayNumberOfDate(CALENDAR_LAST_DAY); dayNumber <= last; dayNumber++) {
    const day = new Date(dayNumber * DAY_MS).toISOString().slice(0, 10);
    const working = isWorkingDay(day, holidays);
    rows.push({ dayNumber, day, startsAt: new Date(dayNumber * DAY_MS - OFFSET_MS), working, before });
    if (working) before++;
  }
  return rows;
};

/** A fingerprint of a holiday list: the calendar needs refilling when it changes. */
export const holidaysFingerprint = (holidays: Iterable<string>): string => [...holidays].sort().join(",");

/**
 * The working clock of a calendar: an instant's reading is the working days before its day plus, on a working day,
 * the part of the day gone. Instants outside the calendar read as its first or last instant.
 */
export const workingClock = (rows: readonly CalendarRow[]) => {
  const first = rows[0];
  const last = rows.at(-1);
  if (first === undefined || last === undefined) return () => 0;
  return (instant: Date | number): number => {
    const ms = typeof instant === "number" ? instant : instant.getTime();
    const dayNumber = dayNumberOf(ms);
    if (dayNumber < first.dayNumber) return 0;
    if (dayNumber > last.dayNumber) return last.before + (last.working ? 1 : 0);
    const row = rows[dayNumber - first.dayNumber] ?? first;
    return row.before + (row.working ? (ms + OFFSET_MS - dayNumber * DAY_MS) / DAY_MS : 0);
  };
};
