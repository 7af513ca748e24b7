// The public holidays working days leave out: any staff member lists them; an administrator adds, changes or
// removes one (core's setPublicHoliday / removePublicHoliday decide under the `public-holidays` stream's lock; the
// fact is appended at the version read, applied by ./settings-projector.ts, and the working calendar refilled, all
// in one transaction, so every figure counts with the change at once).
import { HOLIDAY_STREAM, removePublicHoliday, setPublicHoliday, type HolidayRefusal, type HolidayVerdict, type PublicHoliday } from "@ictm/core/domain";
import type { components } from "@ictm/openapi/backoffice.ts";
import { and, asc, eq, gte, lte } from "drizzle-orm";
import type { Queryable, Tx } from "../db/connect.ts";
import { publicHolidays } from "../db/schema.ts";
import { transact } from "../db/transact.ts";
import { appendToStream, lockStreamVersion } from "../events/store.ts";
import { staffActor } from "../events/vocabulary.ts";
import { forbidden, refuseKind, type ProblemError } from "../http/problem.ts";
import type { Services } from "../services.ts";
import type { StaffSession } from "../staff/store.ts";
import { ensureWorkingCalendar } from "./calendar.ts";

export type PublicHolidayView = components["schemas"]["PublicHoliday"];

/** The holidays of a year (all of them without one), by date. */
export async function listHolidays(db: Queryable, year?: number): Promise<PublicHolidayView[]> {
  const within = year === undefined ? undefined : and(gte(publicHolidays.day, `${year}-01-01`), lte(publicHolidays.day, `${year}-12-31`));
  const rows = await db.select().from(publicHolidays).where(within).orderBy(asc(publicHolidays.day));
  return rows.map(presentHoliday);
}

export async function putHoliday(services: Services, session: StaffSession, input: PublicHoliday): Promise<PublicHolidayView> {
  return changeHolidays(services, session, input.date, (existing, context) => setPublicHoliday(existing, input, context));
}

export async function deleteHoliday(services: Services, session: StaffSession, date: string): Promise<void> {
  await changeHolidays(services, session, date, (existing, context) => removePublicHoliday(existing, context));
}

type Decide = (existing: PublicHoliday | undefined, context: { roles: StaffSession["staff"]["roles"]; by: string }) => HolidayVerdict;

async function changeHolidays(services: Services, session: StaffSession, date: string, decide: Decide): Promise<PublicHolidayView> {
  return transact(services.orm, async (tx) => {
    const version = await lockStreamVersion(tx, HOLIDAY_STREAM);
    const by = staffActor(session.staff.id);
    const verdict = decide(await holidayOn(tx, date), { roles: session.staff.roles, by });
    if (!verdict.ok) throw holidayProblem(verdict.refusal);
    await appendToStream(tx, HOLIDAY_STREAM, version, verdict.events, { actor: by, at: services.clock.now() });
    await ensureWorkingCalendar(tx);
    const after = await holidayOn(tx, date);
    return after === undefined ? { date, name: "", provisional: false } : after;
  });
}

async function holidayOn(tx: Tx, date: string): Promise<PublicHoliday | undefined> {
  const [row] = await tx.select().from(publicHolidays).where(eq(publicHolidays.day, date)).limit(1);
  return row === undefined ? undefined : presentHoliday(row);
}

const presentHoliday = (row: { day: string; name: string; provisional: boolean }): PublicHolidayView => ({ date: row.day, name: row.name, provisional: row.provisional });

const holidayProblem = (refusal: HolidayRefusal): ProblemError => {
  switch (refusal) {
    case "forbidden":
      return forbidden();
    case "invalid-holiday":
      // The contract's schema refuses these first (name length, date format); a date that is no calendar day
      // (2026-02-30) reaches core.
      return refuseKind("validation-failed");
    default:
      return refuseKind(refusal);
  }
};
