// The bulk archive's projections, set-based: what the permits projector (permits/projector.ts: archived_at,
// archived_by, version, updated_at) and the step visits' projector (statistics/visit-projector.ts: the open visit
// left for "archived"; unarchived, the last visit entered again) do for v1.ApprovedApplicationArchived and
// v1.ApprovedApplicationUnarchived, as one statement a table for a whole batch instead of two statements an event.
// Measured (tests/bench/cli-archive.ts): the per-event projectors were ~90 % of a 200-application call. It must
// write exactly what those projectors write: tests/api/archive-batches.test.ts checks the rows against a rebuild.
// Only for a batch whose events are all of one of these types, one per application, at one instant and by one actor.
import { applicationIdOfPermitStream } from "@ictm/core/domain";
import { sql } from "drizzle-orm";
import type { Tx } from "../db/connect.ts";
import type { SetBasedProjection, StoredEvent } from "../events/store.ts";
import { clockAt, instant } from "../statistics/sql-time.ts";
import { ARCHIVED_TO } from "../statistics/visit-projector.ts";

/** The projection of one batch of archive facts (all archived, or all unarchived), at `at` by `by`. */
export const archiveProjection = (archived: boolean, at: Date, by: string): SetBasedProjection => ({
  projectors: ["permit-applications", "permit-step-visits"],
  apply: (tx, stored) => projectArchiveFacts(tx, stored, archived, at, by),
});

async function projectArchiveFacts(tx: Tx, stored: readonly StoredEvent[], archived: boolean, at: Date, by: string): Promise<void> {
  if (stored.length === 0) return;
  const rows = JSON.stringify(stored.map((event) => ({ id: applicationIdOfPermitStream(event.stream), version: event.version, event_id: event.id })));
  const batch = sql`jsonb_to_recordset(${rows}::jsonb) as r(id uuid, version integer, event_id bigint)`;
  await tx.execute(sql`
    update permit_applications p
    set version = r.version, updated_at = ${instant(at)}, archived_at = ${archived ? instant(at) : null}, archived_by = ${archived ? by : null}
    from ${batch} where p.id = r.id`);
  if (archived) {
    await tx.execute(sql`
      update permit_step_visits v set left_at = ${instant(at)}, left_by = ${by}, left_to = ${ARCHIVED_TO}, left_clock = ${clockAt(at)}
      from ${batch} where v.application_id = r.id and v.left_at is null`);
    return;
  }
  await tx.execute(sql`
    insert into permit_step_visits (id, application_id, workflow_id, step, entered_at, entered_by, entered_clock)
    select distinct on (v.application_id) r.event_id, v.application_id, v.workflow_id, v.step, ${instant(at)}, ${by}, ${clockAt(at)}
    from permit_step_visits v join ${batch} on v.application_id = r.id
    where v.left_at is not null
      and not exists (select 1 from permit_step_visits open where open.application_id = v.application_id and open.left_at is null)
    order by v.application_id, v.entered_at desc, v.id desc`);
}
