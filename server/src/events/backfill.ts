// Gives the events written before the hash chain existed (migration 0006) their hashes, once, at start, in
// version order per stream. Changes no other column (the append-only trigger allows exactly this).
import { and, asc, eq, isNull, sql } from "drizzle-orm";
import type { Orm } from "../db/connect.ts";
import { events } from "../db/schema.ts";
import { chainStart, eventHash } from "./chain.ts";

/** Shared by every server process, so two processes starting together on one PostgreSQL take turns. */
const backfillLockKey = 7_140_002;

/** Hashes every unhashed event; answers how many. Cheap when there are none (a partial index finds them). */
export async function backfillEventHashes(orm: Orm): Promise<number> {
  return orm.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${backfillLockKey})`);
    const unhashed = await tx.select().from(events).where(isNull(events.hash)).orderBy(asc(events.stream), asc(events.version));
    const heads = new Map<string, string>();
    for (const event of unhashed) {
      const previousHash = heads.get(event.stream) ?? (await hashBefore(event.stream, event.version));
      const hash = eventHash(previousHash, event);
      await tx.update(events).set({ previousHash, hash }).where(and(eq(events.id, event.id), isNull(events.hash)));
      heads.set(event.stream, hash);
    }
    return unhashed.length;

    async function hashBefore(stream: string, version: number): Promise<string> {
      if (version <= 1) return chainStart;
      const [before] = await tx.select({ hash: events.hash }).from(events).where(and(eq(events.stream, stream), eq(events.version, version - 1)));
      return before?.hash ?? chainStart;
    }
  });
}
