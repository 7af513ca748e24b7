// The drizzle description of the statistics tables (migrations 0015_statistics.sql and 0016_statistics_speed.sql are the source of truth): the
// public holidays, the working calendar the SQL function working_clock() reads, and the step visits projection.
import { bigserial, boolean, date, doublePrecision, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

const at = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });

/** Reference data plus the v1.PublicHolidaySet / v1.PublicHolidayRemoved facts (statistics/holidays.ts). */
export const publicHolidays = pgTable("public_holidays", {
  day: date("day", { mode: "string" }).primaryKey(),
  name: text("name").notNull(),
  provisional: boolean("provisional").notNull(),
});

/** One row per Brunei day, filled from core's calendarRows (statistics/calendar.ts). */
export const workingCalendar = pgTable("working_calendar", {
  day: date("day", { mode: "string" }).primaryKey(),
  startsAt: at("starts_at").notNull(),
  working: boolean("working").notNull(),
  before: doublePrecision("before").notNull(),
});

export const workingCalendarState = pgTable("working_calendar_state", {
  id: boolean("id").primaryKey().default(true),
  fingerprint: text("fingerprint").notNull(),
});

/** Each stay of a card in a step (statistics/visit-projector.ts), with the working clock at entry and exit. */
export const permitStepVisits = pgTable("permit_step_visits", {
  id: bigserial("id", { mode: "number" }).primaryKey(),
  applicationId: uuid("application_id").notNull(),
  workflowId: uuid("workflow_id").notNull(),
  step: text("step").notNull(),
  enteredAt: at("entered_at").notNull(),
  enteredBy: text("entered_by").notNull(),
  enteredClock: doublePrecision("entered_clock").notNull(),
  leftAt: at("left_at"),
  leftBy: text("left_by"),
  leftTo: text("left_to"),
  leftClock: doublePrecision("left_clock"),
  /** The visit that opened the application's journey (migration 0016). */
  placed: boolean("placed").notNull().default(false),
});

export type PublicHolidayRow = typeof publicHolidays.$inferSelect;
export type PermitStepVisitRow = typeof permitStepVisits.$inferSelect;
