// The working calendar in the database: `working_calendar` holds core's calendarRows for the public holidays
// `public_holidays` holds now, so SQL (working_clock(), ./sql-time.ts) counts working days by core's rule. Refilled
// only when the holidays differ from those it was filled with (its fingerprint; at start, and in a holiday change's
// own transaction): from the first day that changed on, and the step visits' stored clock readings from that day
// on are read again (a holiday added next year rewrites nothing of the past). Never decides which day works: that
// is core's isWorkingDay.
import { CALENDAR_FIRST_DAY, CALENDAR_LAST_DAY, bruneiDayStart, calendarRows, holidaysFingerprint, workingClock } from "@ictm/core/domain";
import { asc, sql } from "drizzle-orm";
import type { Orm, Queryable, Tx } from "../db/connect.ts";
import { publicHolidays, workingCalendarState } from "../db/schema.ts";
import { calendarDayJoin, clockFrom, instant } from "./sql-time.ts";

/** Rows written per statement while refilling (about 11,300 in all). */
const FILL_BATCH = 4000;
/** Servers starting together, and a holiday change, take turns refilling. */
const CALENDAR_LOCK_KEY = 7_140_015;
/** The calendar's span heads the fingerprint: a longer calendar in core refills it all. */
const SPAN = `${CALENDAR_FIRST_DAY}..${CALENDAR_LAST_DAY}|`;

export interface CalendarReport {
  /** The first day refilled (YYYY-MM-DD), or null when the calendar already matched the holidays. */
  readonly refilledFrom: string | null;
  readonly days: number;
}

/**
 * Makes `working_calendar` match the public holidays, in the given transaction: a no-op when the fingerprint is
 * unchanged; else the calendar is refilled from the first day that changed, and the step visits' clock readings
 * from that day on recomputed.
 */
export async function ensureWorkingCalendar(tx: Tx): Promise<CalendarReport> {
  await tx.execute(sql`select pg_advisory_xact_lock(${CALENDAR_LOCK_KEY})`);
  const holidays = (await tx.select({ day: publicHolidays.day }).from(publicHolidays).orderBy(asc(publicHolidays.day))).map((row) => row.day);
  const fingerprint = `${SPAN}${holidaysFingerprint(holidays)}`;
  const [state] = await tx.select({ fingerprint: workingCalendarState.fingerprint }).from(workingCalendarState);
  if (state?.fingerprint === fingerprint) return { refilledFrom: null, days: 0 };
  const from = firstChangedDay(state?.fingerprint, holidays);
  const rows = calendarRows(new Set(holidays)).filter((row) => row.day >= from);
  await tx.execute(sql`delete from working_calendar where day >= ${from}::date`);
  for (let first = 0; first < rows.length; first += FILL_BATCH) {
    const batch = rows.slice(first, first + FILL_BATCH).map((row) => ({ day: row.day, starts_at: row.startsAt.toISOString(), working: row.working, before: row.before }));
    // One statement per batch, its rows as one JSON parameter (the same with both drivers).
    await tx.execute(sql`
      insert into working_calendar (day, starts_at, working, before)
      select day, starts_at, working, before
      from jsonb_to_recordset(${JSON.stringify(batch)}::jsonb) as r(day date, starts_at timestamptz, working boolean, before double precision)`);
  }
  await tx.insert(workingCalendarState).values({ id: true, fingerprint }).onConflictDoUpdate({ target: workingCalendarState.id, set: { fingerprint } });
  await recomputeVisitClocks(tx, from === CALENDAR_FIRST_DAY ? null : bruneiDayStart(from));
  return { refilledFrom: from, days: rows.length };
}

/** ensureWorkingCalendar in a transaction of its own (at start). */
export async function ensureWorkingCalendarNow(orm: Orm): Promise<CalendarReport> {
  return orm.transaction((tx) => ensureWorkingCalendar(tx));
}

/** The holidays a fingerprint was made of; undefined for one of another span. */
function holidaysOf(fingerprint: string): Set<string> | undefined {
  if (!fingerprint.startsWith(SPAN)) return undefined;
  return new Set(fingerprint.slice(SPAN.length).split(",").filter((day) => day !== ""));
}

let cachedClock: { readonly fingerprint: string; readonly clock: (instant: Date | number) => number } | undefined;

/**
 * Core's workingClock of the calendar in the database (the holidays it was last filled with, read from its
 * fingerprint; built once per fingerprint): reads many instants in the server where joining the calendar in SQL
 * for each would cost more than the rest of the statement. Agrees with working_clock() (statistics-sql.test.ts).
 */
export async function databaseWorkingClock(db: Queryable): Promise<(instant: Date | number) => number> {
  const [state] = await db.select({ fingerprint: workingCalendarState.fingerprint }).from(workingCalendarState);
  const fingerprint = state?.fingerprint ?? "";
  if (cachedClock?.fingerprint === fingerprint) return cachedClock.clock;
  const clock = workingClock(calendarRows(holidaysOf(fingerprint) ?? new Set()));
  cachedClock = { fingerprint, clock };
  return clock;
}

/** The first day whose holiday status differs from the calendar's last fill; its first day when unknown. */
function firstChangedDay(previous: string | undefined, holidays: readonly string[]): string {
  const before = previous === undefined ? undefined : holidaysOf(previous);
  if (before === undefined) return CALENDAR_FIRST_DAY;
  const now = new Set(holidays);
  const changed = [...[...before].filter((day) => !now.has(day)), ...holidays.filter((day) => !before.has(day))].sort();
  const first = changed[0] ?? CALENDAR_FIRST_DAY;
  return first < CALENDAR_FIRST_DAY ? CALENDAR_FIRST_DAY : first;
}

/** The visits' clock readings at or after `since` (all of them when null), read again from the calendar. */
async function recomputeVisitClocks(tx: Tx, since: Date | null): Promise<void> {
  const entered = sql`v.entered_at`;
  const left = sql`v.left_at`;
  const enteredSince = since === null ? sql`true` : sql`v.entered_at >= ${instant(since)}`;
  const leftSince = since === null ? sql`v.left_at is not null` : sql`v.left_at >= ${instant(since)}`;
  await tx.execute(sql`
    update permit_step_visits u set entered_clock = r.clock
    from (select v.id, ${clockFrom("c", entered)} as clock from permit_step_visits v ${calendarDayJoin("c", entered)} where ${enteredSince}) r
    where u.id = r.id`);
  await tx.execute(sql`
    update permit_step_visits u set left_clock = r.clock
    from (select v.id, ${clockFrom("c", left)} as clock from permit_step_visits v ${calendarDayJoin("c", left)} where ${leftSince}) r
    where u.id = r.id`);
}
