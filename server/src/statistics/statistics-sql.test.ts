// The statistics' SQL against core's rules on an in-memory PGlite: the working clock in the database subtracts to
// core's workingDaysBetween (the seeded public holidays, and again after one is added), the durations' lists read
// back the very doubles (the figures are core's quantile of them), and the visit projector turns placements,
// moves, reorders, archiving and unarchiving into visits (the first one marked as the placement).
import { calendarRows, permitStream, quantile, roundDays, workingClock, workingDaysBetween } from "@ictm/core/domain";
import { sql } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../db/connect.ts";
import { rowsOf } from "../db/rows.ts";
import { openMigratedTestDatabase } from "../db/test-database.ts";
import { publicHolidays } from "../db/schema.ts";
import { project } from "../events/projectors.ts";
import type { StoredEvent } from "../events/store.ts";
import { databaseWorkingClock, ensureWorkingCalendarNow } from "./calendar.ts";
import { ascending, numberList, numbersOf } from "./number-lists.ts";
import { spreadOfSorted } from "./turnaround-statistics.ts";
import { visitProjector } from "./visit-projector.ts";

let db: Database;
beforeAll(async () => {
  db = await openMigratedTestDatabase();
  await ensureWorkingCalendarNow(db.orm);
}, 60_000);
afterAll(async () => db.close());

const holidays = async () => new Set((await db.orm.select({ day: publicHolidays.day }).from(publicHolidays)).map((row) => row.day));
const from2025 = Date.parse("2025-01-01T00:00:00+08:00");
const to2028 = Date.parse("2028-01-01T00:00:00+08:00");
const instants = fc.array(fc.tuple(fc.integer({ min: from2025, max: to2028 }), fc.integer({ min: 0, max: 60 * 86_400_000 })), { minLength: 1, maxLength: 40 });

async function sqlSpans(spans: ReadonlyArray<readonly [number, number]>): Promise<number[]> {
  const values = sql.join(spans.map(([start, length], index) => sql`(${index}::int, ${new Date(start).toISOString()}::timestamptz, ${new Date(start + length).toISOString()}::timestamptz)`), sql`, `);
  const rows = rowsOf(await db.orm.execute(sql`select i, working_clock(b) - working_clock(a) as days from (values ${values}) as s(i, a, b) order by i`));
  return rows.map((row) => Number(row["days"]));
}

describe("the working clock in SQL", () => {
  it("subtracts to core's workingDaysBetween, with the seeded holidays", async () => {
    const days = await holidays();
    await fc.assert(
      fc.asyncProperty(instants, async (spans) => {
        const measured = await sqlSpans(spans);
        spans.forEach(([start, length], index) => expect(measured[index]).toBeCloseTo(workingDaysBetween(new Date(start), new Date(start + length), days), 9));
      }),
      { numRuns: 30 },
    );
  });

  it("reads core's workingClock, and follows a holiday added (refilled once, then unchanged)", async () => {
    const at = new Date("2026-07-09T10:00:00+08:00");
    const reading = async () => Number(rowsOf(await db.orm.execute(sql`select working_clock(${at.toISOString()}::timestamptz) as c`))[0]?.["c"]);
    expect(await reading()).toBeCloseTo(workingClock(calendarRows(await holidays()))(at), 9);
    expect((await sqlSpans([[at.getTime(), 4 * 86_400_000]]))[0]).toBeCloseTo(2, 9);
    await db.orm.insert(publicHolidays).values({ day: "2026-07-11", name: "A test holiday", provisional: true });
    expect((await ensureWorkingCalendarNow(db.orm)).refilledFrom).toBe("2026-07-11");
    expect((await ensureWorkingCalendarNow(db.orm)).refilledFrom).toBeNull();
    expect((await sqlSpans([[at.getTime(), 4 * 86_400_000]]))[0]).toBeCloseTo(1, 9);
    // The server's copy of the clock (the turnaround's end to end) follows the calendar's refill.
    const clock = await databaseWorkingClock(db.orm);
    expect(clock(new Date(at.getTime() + 4 * 86_400_000)) - clock(at)).toBeCloseTo(1, 9);
    expect(clock(at)).toBeCloseTo(await reading(), 9);
    await db.orm.execute(sql`delete from public_holidays where day = '2026-07-11'`);
    await ensureWorkingCalendarNow(db.orm);
  });
});

describe("the durations' lists", () => {
  it("read back every double exactly, so core's quantile sees the database's numbers", async () => {
    // A duration is never -0 (which the database may read back as 0, and a spread's max would then differ by sign).
    const duration = fc.double({ min: -1e6, max: 1e6, noNaN: true, noDefaultInfinity: true }).map((value) => (Object.is(value, -0) ? 0 : value));
    await fc.assert(
      fc.asyncProperty(fc.array(duration, { minLength: 1, maxLength: 40 }), async (values) => {
        const list = sql.join(values.map((value) => sql`(${value}::double precision)`), sql`, `);
        const [row] = rowsOf(await db.orm.execute(sql`select ${numberList(sql`v`)} as days from (values ${list}) as t(v)`));
        const read = numbersOf(row?.["days"]);
        expect(read).toEqual(values);
        const sorted = ascending(read);
        expect(spreadOfSorted(sorted)).toEqual(spreadOfSorted(ascending([...values])));
        expect(spreadOfSorted(sorted).median).toBe(roundDays(quantile(values, 0.5) ?? Number.NaN));
      }),
      { numRuns: 30 },
    );
    expect(numbersOf(null)).toEqual([]);
    expect(numbersOf("{}")).toEqual([]);
  });
});

describe("the visit projector", () => {
  it("opens a visit on placing, moves it on a change of step (not a reorder), closes it on archiving and reopens it on unarchiving", async () => {
    const applicationId = "7d0c9a52-7d1e-4c38-9b6a-2e4d1f8a0c99";
    const workflowId = "5f0c9a52-7d1e-4c38-9b6a-2e4d1f8a0c01";
    const stream = permitStream(applicationId);
    let version = 0;
    const event = (type: string, at: string, payload: Record<string, unknown>): StoredEvent => ({
      id: ++version,
      stream,
      version,
      type,
      payload: { by: "staff:11111111-1111-4111-8111-111111111111", ...payload },
      actor: "test",
      occurredAt: new Date(at),
      hash: null,
      previousHash: null,
    });
    const card = { workflowId, statusStepId: "8d0c9a52-7d1e-4c38-9b6a-2e4d1f8a0c01", sortKey: "a", before: null };
    await db.orm.transaction(async (tx) => {
      await project(
        tx,
        [
          event("v1.CardPlaced", "2026-07-09T10:00:00+08:00", { ...card, step: "submitted" }),
          event("v1.CardMoved", "2026-07-10T09:00:00+08:00", { ...card, from: "submitted", to: "submitted" }),
          event("v1.CardMoved", "2026-07-13T10:00:00+08:00", { ...card, from: "submitted", to: "screening" }),
          event("v1.CardMoved", "2026-07-14T10:00:00+08:00", { ...card, from: "screening", to: "submitted" }),
          event("v1.CardMoved", "2026-07-16T10:00:00+08:00", { ...card, from: "submitted", to: "approved" }),
          event("v1.ApprovedApplicationArchived", "2026-07-18T10:00:00+08:00", {}),
          event("v1.ApprovedApplicationUnarchived", "2026-07-20T10:00:00+08:00", {}),
        ],
        [visitProjector],
      );
    });
    const visits = rowsOf(
      await db.orm.execute(sql`select step, left_to, round((coalesce(left_clock, entered_clock) - entered_clock)::numeric, 2)::float8 as days, left_at is null as open, placed
        from permit_step_visits where application_id = ${applicationId} order by entered_at, id`),
    );
    // Thu 10:00 → Mon 10:00 is 2 working days (Friday and Sunday off); Tue 14 → Thu 16 crosses the Sultan's Birthday (Wed 15 July).
    expect(visits).toEqual([
      { step: "submitted", left_to: "screening", days: 2, open: false, placed: true },
      { step: "screening", left_to: "submitted", days: 1, open: false, placed: false },
      { step: "submitted", left_to: "approved", days: 1, open: false, placed: false },
      { step: "approved", left_to: "archived", days: 1, open: false, placed: false },
      { step: "approved", left_to: null, days: 0, open: true, placed: false },
    ]);
    // A holiday on Tuesday 14 July: the visits over it are read again, the others keep their readings.
    await db.orm.insert(publicHolidays).values({ day: "2026-07-14", name: "A test holiday", provisional: true });
    expect((await ensureWorkingCalendarNow(db.orm)).refilledFrom).toBe("2026-07-14");
    const after = rowsOf(
      await db.orm.execute(sql`select round((coalesce(left_clock, entered_clock) - entered_clock)::numeric, 2)::float8 as days, entered_clock = working_clock(entered_at) as exact
        from permit_step_visits where application_id = ${applicationId} order by entered_at, id`),
    );
    expect(after).toEqual([2, 0.58, 0.42, 1, 0].map((days) => ({ days, exact: true })));
  });
});
