// The step visits' projector: derives permit_step_visits (each stay of a card in a step, with the working clock
// at entry and exit) from the board and archive facts of the `permit-<id>` streams, on every append and on a
// rebuild (registered in ../projections.ts after the board's). A reorder within a column is no visit. Never decides.
import { applicationIdOfPermitStream, decodePermitEvent } from "@ictm/core/domain";
import { sql } from "drizzle-orm";
import type { Tx } from "../db/connect.ts";
import type { Projector } from "../events/projectors.ts";
import type { StoredEvent } from "../events/store.ts";
import { clockAt, instant } from "./sql-time.ts";

/** Where an archived card's visit went. */
export const ARCHIVED_TO = "archived";

export const visitProjector: Projector = {
  name: "permit-step-visits",
  tables: ["permit_step_visits"],
  handles: ["v1.CardPlaced", "v1.CardMoved", "v1.ApprovedApplicationArchived", "v1.ApprovedApplicationUnarchived"],
  async apply(tx: Tx, stored: StoredEvent): Promise<void> {
    const applicationId = applicationIdOfPermitStream(stored.stream);
    if (applicationId === undefined) return;
    const event = decodePermitEvent(stored);
    if (event === undefined) throw new Error(`Event ${stored.stream}@${stored.version} (${stored.type}) is not a permit fact`);
    // A visit is keyed by the event that opened it, so a rebuild gives every row its id again.
    const move = { id: stored.id, applicationId, at: stored.occurredAt, by: event.payload.by };
    switch (event.type) {
      case "v1.CardPlaced":
        await leaveStep(tx, move, event.payload.step);
        await enterStep(tx, move, event.payload.workflowId, event.payload.step);
        return;
      case "v1.CardMoved":
        if (event.payload.from === event.payload.to) return;
        await leaveStep(tx, move, event.payload.to);
        await enterStep(tx, move, event.payload.workflowId, event.payload.to);
        return;
      case "v1.ApprovedApplicationArchived":
        await leaveStep(tx, move, ARCHIVED_TO);
        return;
      case "v1.ApprovedApplicationUnarchived":
        await reenterLastStep(tx, move);
        return;
      default:
        return;
    }
  },
};

interface Move {
  readonly id: number;
  readonly applicationId: string;
  readonly at: Date;
  readonly by: string;
}

/** Closes the application's open visit, if any (a card is in one step at a time). */
async function leaveStep(tx: Tx, move: Move, to: string): Promise<void> {
  await tx.execute(sql`
    update permit_step_visits set left_at = ${instant(move.at)}, left_by = ${move.by}, left_to = ${to}, left_clock = ${clockAt(move.at)}
    where application_id = ${move.applicationId} and left_at is null`);
}

/** Opens a visit; the application's first one is its placement on the board (`placed`). */
async function enterStep(tx: Tx, move: Move, workflowId: string, step: string): Promise<void> {
  await tx.execute(sql`
    insert into permit_step_visits (id, application_id, workflow_id, step, entered_at, entered_by, entered_clock, placed)
    values (${move.id}, ${move.applicationId}, ${workflowId}, ${step}, ${instant(move.at)}, ${move.by}, ${clockAt(move.at)},
      not exists (select 1 from permit_step_visits earlier where earlier.application_id = ${move.applicationId}))`);
}

/** An unarchived card is back in the step it was archived from. */
async function reenterLastStep(tx: Tx, move: Move): Promise<void> {
  await tx.execute(sql`
    insert into permit_step_visits (id, application_id, workflow_id, step, entered_at, entered_by, entered_clock)
    select ${move.id}, application_id, workflow_id, step, ${instant(move.at)}, ${move.by}, ${clockAt(move.at)}
    from permit_step_visits
    where application_id = ${move.applicationId} and left_at is not null
      and not exists (select 1 from permit_step_visits open where open.application_id = ${move.applicationId} and open.left_at is null)
    order by entered_at desc, id desc limit 1`);
}
