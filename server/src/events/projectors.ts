// Projectors: the functions that derive the tables queries read (projections) from events. The store runs them
// on every append, in the appending transaction; `rebuildProjections` empties their tables and replays the whole
// log. A projector writes only its own tables and reads nothing but the event it is given and those tables.
import { asc, gt, sql } from "drizzle-orm";
import type { Orm, Tx } from "../db/connect.ts";
import { events } from "../db/schema.ts";
import type { StoredEvent } from "./store.ts";

export interface Projector {
  /** Unique; a second registration under one name replaces the first. */
  readonly name: string;
  /** The tables it owns, parents before children: a rebuild empties them in reverse order. */
  readonly tables: readonly string[];
  /** The event types it applies; others never reach it. */
  readonly handles: ReadonlyArray<string>;
  apply(tx: Tx, event: StoredEvent): Promise<void>;
}

const registry = new Map<string, Projector>();

export function registerProjector(projector: Projector): void {
  registry.set(projector.name, projector);
}

/** Removes a projector (tests that register their own). */
export function unregisterProjector(name: string): void {
  registry.delete(name);
}

export function registeredProjectors(): Projector[] {
  return [...registry.values()];
}

/** Runs every projector that handles each event, in event order. Called by the store on append. */
export async function project(tx: Tx, stored: readonly StoredEvent[], projectors: readonly Projector[] = registeredProjectors()): Promise<number> {
  let applied = 0;
  for (const event of stored) {
    for (const projector of projectors) {
      if (!projector.handles.includes(event.type)) continue;
      await projector.apply(tx, event);
      applied++;
    }
  }
  return applied;
}

export interface RebuildReport {
  projectors: string[];
  tables: string[];
  /** Events read from the log. */
  events: number;
  /** Projector applications (an event two projectors handle counts twice). */
  applied: number;
}

const batchSize = 1000;

/**
 * Empties every projector's tables and replays the whole log into them, in one transaction (readers see the old
 * tables until it commits). Events replay in the order they were appended.
 */
export async function rebuildProjections(orm: Orm, projectors: readonly Projector[] = registeredProjectors()): Promise<RebuildReport> {
  const tables = projectors.flatMap((projector) => projector.tables);
  return orm.transaction(async (tx) => {
    for (const table of [...tables].reverse()) await tx.execute(sql`delete from ${sql.identifier(table)}`);
    let after = 0;
    let read = 0;
    let applied = 0;
    for (;;) {
      const batch = await tx.select().from(events).where(gt(events.id, after)).orderBy(asc(events.id)).limit(batchSize);
      read += batch.length;
      applied += await project(tx, batch, projectors);
      const last = batch.at(-1);
      if (last === undefined || batch.length < batchSize) break;
      after = last.id;
    }
    return { projectors: projectors.map((projector) => projector.name), tables, events: read, applied };
  });
}
