// Checks the hash chain of every stream: versions 1..n without gaps, each event's previous hash equal to its
// predecessor's hash, each hash equal to the hash of the event's content, and the stream's recorded version equal
// to its last event (a deleted tail shows). Reads only.
import { asc, sql, type SQL } from "drizzle-orm";
import type { Queryable } from "../db/connect.ts";
import { rowsOf } from "../db/rows.ts";
import { events } from "../db/schema.ts";
import { chainStart, eventHash } from "./chain.ts";

export interface BrokenLink {
  stream: string;
  version: number;
  reason: string;
}

export interface ChainReport {
  streams: number;
  events: number;
  broken: BrokenLink[];
}

const batchSize = 2000;

export async function verifyEventChain(db: Queryable): Promise<ChainReport> {
  const broken: BrokenLink[] = [];
  let streams = 0;
  let count = 0;
  let stream: string | null = null;
  let previous = chainStart;
  let expected = 1;
  let after: { stream: string; version: number } | null = null;
  for (;;) {
    const position: SQL = after === null ? sql`true` : sql`(${events.stream}, ${events.version}) > (${after.stream}, ${after.version})`;
    const batch: Row[] = await db.select().from(events).where(position).orderBy(asc(events.stream), asc(events.version)).limit(batchSize);
    for (const event of batch) {
      if (event.stream !== stream) {
        stream = event.stream;
        streams++;
        previous = chainStart;
        expected = 1;
      }
      count++;
      const reason = fault(event, previous, expected);
      if (reason !== null) broken.push({ stream: event.stream, version: event.version, reason });
      previous = event.hash ?? "";
      expected = event.version + 1;
    }
    const last: Row | undefined = batch.at(-1);
    if (last === undefined || batch.length < batchSize) break;
    after = { stream: last.stream, version: last.version };
  }
  broken.push(...(await headsOutOfStep(db)));
  return { streams, events: count, broken };
}

type Row = typeof events.$inferSelect;

function fault(event: Row, previous: string, expected: number): string | null {
  if (event.version !== expected) return `version ${expected} is missing before version ${event.version}`;
  if (event.hash === null || event.previousHash === null) return "the event has no hash";
  if (event.previousHash !== previous) return "its previous hash is not the hash of the event before it";
  if (eventHash(event.previousHash, event) !== event.hash) return "its content does not match its hash";
  return null;
}

/** Streams whose recorded version is not their last event's version. */
async function headsOutOfStep(db: Queryable): Promise<BrokenLink[]> {
  const rows = await db.execute(sql`
    select coalesce(s.stream, e.stream) as stream, s.version as head, e.last as last
    from streams s full join (select stream, max(version) as last from events group by stream) e on e.stream = s.stream
    where coalesce(s.version, -1) <> coalesce(e.last, 0)`);
  return rowsOf(rows).map((row) => {
    const head = row["head"] == null ? null : Number(row["head"]);
    const last = Number(row["last"] ?? 0);
    const reason = head === null ? "the stream has events but no recorded version" : `the stream is recorded at version ${head} but its last event is version ${last}`;
    return { stream: String(row["stream"]), version: last, reason };
  });
}
