// Reads the event log back: one stream in version order (audit trails, timelines, tests). Never writes.
import { asc, eq } from "drizzle-orm";
import type { Queryable } from "../db/connect.ts";
import { events } from "../db/schema.ts";

export type StoredEvent = typeof events.$inferSelect;

export async function readStream(db: Queryable, stream: string): Promise<StoredEvent[]> {
  return db.select().from(events).where(eq(events.stream, stream)).orderBy(asc(events.version));
}
