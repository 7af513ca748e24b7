// The event store: an aggregate is a stream; a command locks it, reads its version, decides, and appends events
// at the expected version in the same transaction as the projections its projectors derive from them. Each
// event is chained to its predecessor by hash (chain.ts). Never updates or deletes an event.
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { Queryable, Tx } from "../db/connect.ts";
import { events, streams } from "../db/schema.ts";
import { staleVersion } from "../http/problem.ts";
import { chainStart, eventHash } from "./chain.ts";
import { project, registeredProjectors } from "./projectors.ts";

/** An event to append: a past-tense fact, versioned on the wire (`v1.VerificationRequested`). */
export interface NewEvent {
  readonly type: string;
  /** A JSON object (it is stored as jsonb and hashed in its canonical JSON form). */
  readonly payload: Readonly<Record<string, unknown>>;
}

/** An event as the log holds it. `hash`/`previousHash` are null only for old events until the start-up backfill. */
export interface StoredEvent {
  readonly id: number;
  readonly stream: string;
  readonly version: number;
  readonly type: string;
  readonly payload: Record<string, unknown>;
  readonly actor: string;
  readonly occurredAt: Date;
  readonly hash: string | null;
  readonly previousHash: string | null;
}

/** Who caused the events (`member:<uuid>`, `staff:<uuid>`, `system:seed`) and when. */
export interface AppendMeta {
  readonly actor: string;
  readonly at: Date;
}

/**
 * Locks the stream's row until the transaction ends (creating it at version 0 for a new stream) and answers its
 * current version. Concurrent writers of one stream wait here and then read the version the winner left.
 */
export async function lockStreamVersion(tx: Tx, stream: string): Promise<number> {
  const [row] = await tx
    .insert(streams)
    .values({ stream, version: 0 })
    .onConflictDoUpdate({ target: streams.stream, set: { version: streams.version } })
    .returning({ version: streams.version });
  if (row === undefined) throw new Error(`The stream ${stream} could not be locked`);
  return row.version;
}

/** Locks the stream (see lockStreamVersion) and reads its events, for a command that decides from its history. */
export async function lockStream(tx: Tx, stream: string): Promise<{ version: number; events: StoredEvent[] }> {
  const version = await lockStreamVersion(tx, stream);
  return { version, events: await readStream(tx, stream) };
}

/**
 * Appends `newEvents` as versions expected+1, expected+2, ... and runs the registered projectors on them in the
 * same transaction. Throws the 409 `stale-version` problem when the stream is not at `expected` (0: a new
 * stream). Answers the stream's new version.
 */
export async function appendToStream(tx: Tx, stream: string, expected: number, newEvents: readonly NewEvent[], meta: AppendMeta): Promise<number> {
  const current = await lockStreamVersion(tx, stream);
  if (current !== expected) throw staleVersion();
  return appendLocked(tx, stream, current, newEvents, meta);
}

/**
 * appendToStream for a command that locked the stream itself in this transaction (lockStreamVersion answered
 * `locked`) and decided under that lock: no second round trip to lock it again. A hot path's (a bulk archive's).
 */
export async function appendLocked(tx: Tx, stream: string, locked: number, newEvents: readonly NewEvent[], meta: AppendMeta): Promise<number> {
  if (newEvents.length === 0) return locked;
  let previousHash = locked === 0 ? chainStart : await headHash(tx, stream, locked);
  const rows = newEvents.map((event, index) => {
    const content = { stream, version: locked + index + 1, type: event.type, payload: event.payload, actor: meta.actor, occurredAt: meta.at };
    const hash = eventHash(previousHash, content);
    const row = { ...content, previousHash, hash };
    previousHash = hash;
    return row;
  });
  const stored = await tx.insert(events).values(rows).returning();
  const version = locked + newEvents.length;
  await tx.update(streams).set({ version }).where(eq(streams.stream, stream));
  await project(tx, stored);
  return version;
}

/**
 * Locks the rows of existing streams in one statement, in stream order (so two bulk writers cannot deadlock), and
 * answers each one's version. A stream that has no row is left out (it has no events: a bulk command refuses it).
 */
export async function lockExistingStreams(tx: Tx, names: readonly string[]): Promise<Map<string, number>> {
  if (names.length === 0) return new Map();
  const rows = await tx
    .select({ stream: streams.stream, version: streams.version })
    .from(streams)
    .where(inArray(streams.stream, [...names]))
    .orderBy(asc(streams.stream))
    .for("update");
  return new Map(rows.map((row) => [row.stream, row.version]));
}

/** Events to append to one stream its command locked (lockExistingStreams answered `locked`). */
export interface LockedAppend {
  readonly stream: string;
  readonly locked: number;
  readonly events: readonly NewEvent[];
}

/**
 * What a bulk command writes in place of some projectors, for all its events at once (set-based): it must write what
 * the projectors it names would, event by event (a test compares its rows with a rebuild).
 */
export interface SetBasedProjection {
  /** The names of the registered projectors it stands in for. */
  readonly projectors: readonly string[];
  apply(tx: Tx, stored: readonly StoredEvent[]): Promise<void>;
}

/**
 * appendLocked for many streams at once, a bulk command's: their head hashes read in one query, every event
 * inserted in one statement (chained per stream), every stream's version set in one statement, then the registered
 * projectors run on the events in id order (those `setBased` names replaced by it). Answers the stored events.
 */
export async function appendLockedMany(tx: Tx, appends: readonly LockedAppend[], meta: AppendMeta, setBased?: SetBasedProjection): Promise<StoredEvent[]> {
  const writes = appends.filter((append) => append.events.length > 0);
  if (writes.length === 0) return [];
  const heads = await headHashes(tx, writes.filter((append) => append.locked > 0));
  const rows = writes.flatMap((append) => {
    let previousHash = append.locked === 0 ? chainStart : heads.get(append.stream);
    if (previousHash === undefined) throw new Error(`The head of stream ${append.stream} (version ${append.locked}) has no hash: the start-up backfill has not run`);
    return append.events.map((event, index) => {
      const content = { stream: append.stream, version: append.locked + index + 1, type: event.type, payload: event.payload, actor: meta.actor, occurredAt: meta.at };
      const hash = eventHash(previousHash ?? chainStart, content);
      const row = { ...content, previousHash: previousHash ?? chainStart, hash };
      previousHash = hash;
      return row;
    });
  });
  const stored = (await tx.insert(events).values(rows).returning()).sort((a, b) => a.id - b.id);
  const versions = writes.map((append) => ({ stream: append.stream, version: append.locked + append.events.length }));
  await tx.execute(sql`
    update streams set version = r.version
    from jsonb_to_recordset(${JSON.stringify(versions)}::jsonb) as r(stream text, version integer)
    where streams.stream = r.stream`);
  if (setBased === undefined) {
    await project(tx, stored);
    return stored;
  }
  await setBased.apply(tx, stored);
  // Every other projector still runs event by event: one registered later for these facts is never skipped.
  await project(tx, stored, registeredProjectors().filter((projector) => !setBased.projectors.includes(projector.name)));
  return stored;
}

/** For plain writes that decide nothing from the stream: lock it and append at the version just read. */
export async function appendToStreamNow(tx: Tx, stream: string, newEvents: readonly NewEvent[], meta: AppendMeta): Promise<number> {
  return appendToStream(tx, stream, await lockStreamVersion(tx, stream), newEvents, meta);
}

/** One stream in version order. */
export async function readStream(db: Queryable, stream: string): Promise<StoredEvent[]> {
  return db.select().from(events).where(eq(events.stream, stream)).orderBy(asc(events.version));
}

async function headHash(tx: Tx, stream: string, version: number): Promise<string> {
  const [head] = await tx.select({ hash: events.hash }).from(events).where(and(eq(events.stream, stream), eq(events.version, version)));
  if (head?.hash == null) throw new Error(`The head of stream ${stream} (version ${version}) has no hash: the start-up backfill has not run`);
  return head.hash;
}

/** The hashes of the streams' heads (their event at the version the stream row holds, locked), in one query. */
async function headHashes(tx: Tx, heads: readonly LockedAppend[]): Promise<Map<string, string>> {
  if (heads.length === 0) return new Map();
  const rows = await tx
    .select({ stream: events.stream, hash: events.hash })
    .from(events)
    .innerJoin(streams, and(eq(streams.stream, events.stream), eq(streams.version, events.version)))
    .where(inArray(streams.stream, heads.map((head) => head.stream)));
  return new Map(rows.flatMap((row) => (row.hash === null ? [] : [[row.stream, row.hash] as const])));
}
