// What the statistics need at start: the working calendar matching the public holidays (before anything projects
// a step visit), the default targets of a workflow no administrator has set one for, and the step visits filled
// from the log once, for a database that had cards before migration 0015. Servers starting together take turns.
import { and, asc, gt, inArray, sql } from "drizzle-orm";
import type { WorkflowStepDefinition } from "@ictm/core/domain";
import type { Orm } from "../db/connect.ts";
import { rowsOf } from "../db/rows.ts";
import { events } from "../db/schema.ts";
import { project } from "../events/projectors.ts";
import { ensureWorkingCalendarNow } from "./calendar.ts";
import { syncStepTargets } from "./targets.ts";
import { visitProjector } from "./visit-projector.ts";

const VISITS_LOCK_KEY = 7_140_016;
const batchSize = 1000;

/** Run before the demo seed: its cards' visits read the calendar. */
export async function prepareWorkingCalendar(orm: Orm): Promise<void> {
  await ensureWorkingCalendarNow(orm);
}

/** Run after the seed: targets by default, and the visits from the log when the projection is empty. */
export async function prepareStatistics(orm: Orm, workflow: { id: string; steps: readonly WorkflowStepDefinition[] }): Promise<void> {
  await syncStepTargets(orm, workflow.id, workflow.steps);
  await fillStepVisits(orm);
}

/**
 * Replays the card facts into permit_step_visits when it holds no row but the log has cards (the first start after
 * migration 0015). Answers how many events it replayed. The same as rebuilding that one projection, under a lock
 * so two servers starting together do not both fill it.
 */
export async function fillStepVisits(orm: Orm): Promise<number> {
  return orm.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${VISITS_LOCK_KEY})`);
    const [visits] = rowsOf(await tx.execute(sql`select exists (select 1 from permit_step_visits) as filled`));
    if (visits?.["filled"] === true) return 0;
    let after = 0;
    let read = 0;
    for (;;) {
      const batch = await tx
        .select()
        .from(events)
        .where(and(gt(events.id, after), inArray(events.type, [...visitProjector.handles])))
        .orderBy(asc(events.id))
        .limit(batchSize);
      read += batch.length;
      await project(tx, batch, [visitProjector]);
      const last = batch.at(-1);
      if (last === undefined || batch.length < batchSize) return read;
      after = last.id;
    }
  });
}
