// Instants as SQL parameters (an ISO text cast to timestamptz, the same with both drivers: neither has to guess how
// to send a Date) and the working clock in SQL: one reading through migration 0015's working_clock(), or many at
// once by joining working_calendar on the day an instant falls in (date_bin by whole days from the calendar's first
// day: a hash join, where calling working_clock() row by row costs an index probe and a function call each).
import { sql, type SQL } from "drizzle-orm";
import type { Queryable } from "../db/connect.ts";
import { rowsOf } from "../db/rows.ts";

export const instant = (at: Date): SQL => sql`${at.toISOString()}::timestamptz`;

/** The working clock's reading at `at` (migration 0015's working_clock()). */
export const clockAt = (at: Date): SQL => sql`working_clock(${instant(at)})`;

/** The working clock's reading at one instant, read once for a statement that compares many rows with it. */
export async function clockReading(db: Queryable, at: Date): Promise<number> {
  const [row] = rowsOf(await db.execute(sql`select ${clockAt(at)} as clock`));
  return Number(row?.["clock"] ?? 0);
}

/** The start of the calendar day (a working_calendar.starts_at) the instant `column` falls in. */
const dayStartOf = (column: SQL): SQL => sql`date_bin('1 day', ${column}, (select min(starts_at) from working_calendar))`;

/** `left join working_calendar <alias>` on the day of `column`: pair it with clockFrom(alias, column). */
export const calendarDayJoin = (alias: string, column: SQL): SQL =>
  sql`left join working_calendar ${sql.identifier(alias)} on ${sql.identifier(alias)}.starts_at = ${dayStartOf(column)}`;

/**
 * The working clock at `column` from its joined calendar day (calendarDayJoin): working days before the day plus
 * the part of it gone on a working day; an instant outside the calendar falls back to working_clock().
 */
export const clockFrom = (alias: string, column: SQL): SQL => {
  const day = sql.identifier(alias);
  return sql`coalesce(${day}.before + case when ${day}.working then least(extract(epoch from (${column} - ${day}.starts_at)) / 86400.0, 1) else 0 end, working_clock(${column}))`;
};
