// Opens the database: PostgreSQL through node-postgres when a URL is given, otherwise embedded PGlite in a folder.
// Both give the same drizzle handle (`orm`) and a raw-SQL transaction for the migration runner.
import { mkdir } from "node:fs/promises";
import { AsyncLocalStorage } from "node:async_hooks";
import { PGlite, type QueryOptions, type Results, type Transaction } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from "drizzle-orm/pg-core";
import type { ExtractTablesWithRelations } from "drizzle-orm";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { drizzle as drizzlePostgres } from "drizzle-orm/node-postgres";
import pg from "pg";
import * as schema from "./schema.ts";

type Schema = typeof schema;
/** The drizzle handle every store function takes; the same type for both drivers. */
export type Orm = PgDatabase<PgQueryResultHKT, Schema>;
/** A drizzle transaction (what `orm.transaction` hands its callback). */
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Either the handle or a transaction: store functions accept both. */
export type Queryable = Orm | Tx;

/** Plain SQL, for migrations: `exec` runs a script of many statements; `query` one statement with parameters. */
export interface RawSql {
  exec(text: string): Promise<void>;
  query(text: string, params?: unknown[]): Promise<Array<Record<string, unknown>>>;
}

export interface Database {
  kind: "pglite" | "postgres";
  orm: Orm;
  rawTransaction<T>(work: (sql: RawSql) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export type DatabaseLocation = { url: string } | { folder: string } | { memory: true };

/**
 * Planner settings of every connection. random_page_cost 1.1 (PostgreSQL's default 4.0 prices a random read as
 * on a spinning disk): the working set is in memory or on SSD, and at 4.0 a common search word makes the planner
 * read the whole search table (through a small ring buffer, so from outside shared buffers, every time) instead
 * of the matching rows through the GIN index; measured 3x slower (scripts/bench.ts, migrations/0004_search.sql).
 * jit off: PostgreSQL compiles a statement priced above jit_above_cost with LLVM before running it, and a ranked
 * search over thousands of matches is priced so; for these short statements the compiling costs more than it saves
 * (bench search, PostgreSQL, two words: p95 53.6 ms with it, 23.7 without). PGlite has no JIT; the setting is inert.
 */
const plannerSettings = { random_page_cost: "1.1", jit: "off" } as const;

/**
 * The extensions every embedded database is opened with (the server, and the backup commands): pg_trgm (typo
 * suggestions, migrations/0019_search_relevance.sql) is contrib, so PGlite must load it before `create extension`
 * can find it. PostgreSQL ships it.
 */
export const pgliteExtensions = { pg_trgm } as const;

export async function openDatabase(location: DatabaseLocation): Promise<Database> {
  if ("url" in location) return openPostgres(location.url);
  if ("folder" in location) await mkdir(location.folder, { recursive: true });
  const client = new TurnTakingPGlite("folder" in location ? location.folder : "memory://", { extensions: pgliteExtensions });
  await client.waitReady;
  for (const [name, value] of Object.entries(plannerSettings)) await client.query(`set ${name} = ${value}`);
  return {
    kind: "pglite",
    orm: drizzlePglite({ client, schema }),
    rawTransaction: (work) =>
      client.transaction((tx) =>
        work({
          exec: async (text) => void (await tx.exec(text)),
          query: async (text, params) => (await tx.query<Record<string, unknown>>(text, params)).rows,
        }),
      ),
    close: () => client.close(),
  };
}

/** The order work arrived in: a request is numbered as it comes in (`inArrivalOrder`), other work as it asks. */
const arrival = new AsyncLocalStorage<number>();
let arrivals = 0;

/**
 * Runs `work` as one arrival: every statement it starts on the embedded database goes before those of work that
 * arrived after it (`TurnTakingPGlite`). The app numbers each request so (app.ts).
 */
export const inArrivalOrder = <T>(work: () => T): T => arrival.run(++arrivals, work);

/**
 * How long the embedded database may hold the thread before the event loop gets a turn: a connection to accept or a
 * request to read waits at most about this long, plus the statement under way. Most calls (the board's, a search)
 * end within one slice, so they seldom wait for a turn, which takes as long as the loop's round with its I/O.
 */
export const databaseSliceMs = 10;

/**
 * PGlite runs each statement on this thread, and its queue hands the database from one statement to the next in
 * promise callbacks, never through the event loop: under load, statements ran back to back for seconds while no
 * connection was accepted and no request was read (the load bench with 200 users connecting at once: 139 of their
 * first calls timed out after 30 s). Here the statements and transactions started outside a transaction take turns
 * with the event loop: once the loop has gone `databaseSliceMs` without a round while statements ran, the next one
 * starts in the loop's next round (setImmediate, after its I/O), so the server accepts and reads in between; and the
 * next is always the waiting one that arrived first (a request's statements in the order the requests came in, as
 * `inArrivalOrder` numbers them), so a request under way is not overtaken by each one read since. A transaction's own
 * statements run without waiting: it holds the database.
 */
class TurnTakingPGlite extends PGlite {
  #waiting: Array<{ order: number; start: () => void }> = [];
  #busy = false;
  /** When the loop was last known to be in a round: set as a marker is scheduled for its next round, cleared there. */
  #heldSince: number | undefined;

  override query<T>(query: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> {
    return this.#inTurn(() => super.query<T>(query, params, options));
  }

  override exec(query: string, options?: QueryOptions): Promise<Array<Results>> {
    return this.#inTurn(() => super.exec(query, options));
  }

  override transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T> {
    return this.#inTurn(() => super.transaction(callback));
  }

  #inTurn<T>(work: () => Promise<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      const start = () => void work().then(resolve, reject).finally(() => this.#next());
      this.#waiting.push({ order: arrival.getStore() ?? ++arrivals, start });
      if (!this.#busy) this.#next();
    });
  }

  /** Starts the first-arrived waiting work: in this slice, or in the loop's next round once the slice is spent. */
  #next(): void {
    this.#busy = this.#waiting.length > 0;
    if (!this.#busy) return;
    const now = performance.now();
    if (this.#heldSince === undefined) {
      this.#heldSince = now;
      setImmediate(() => (this.#heldSince = undefined));
    }
    // Within the slice, once the promise callbacks under way have run (a tick waits for them all), so the work that
    // just ended has asked for its next statement if it has one; else after the marker (immediates run in order).
    if (now - this.#heldSince < databaseSliceMs) process.nextTick(() => this.#startFirst());
    else setImmediate(() => this.#startFirst());
  }

  #startFirst(): void {
    let first = 0;
    for (let index = 1; index < this.#waiting.length; index++) if ((this.#waiting[index]?.order ?? 0) < (this.#waiting[first]?.order ?? 0)) first = index;
    this.#waiting.splice(first, 1)[0]?.start();
  }
}

function openPostgres(url: string): Database {
  const options = Object.entries(plannerSettings).map(([name, value]) => `-c ${name}=${value}`).join(" ");
  const pool = new pg.Pool({ connectionString: url, max: 10, options });
  // An idle connection that breaks (server restart, network cut) is dropped from the pool and replaced on the
  // next query; without a listener, node-postgres would bring the whole process down with it.
  pool.on("error", (error) => process.emitWarning(`A PostgreSQL connection closed: ${error.message}`));
  return {
    kind: "postgres",
    orm: drizzlePostgres({ client: pool, schema }),
    rawTransaction: async (work) => {
      const client = await pool.connect();
      try {
        await client.query("begin");
        const result = await work({
          exec: async (text) => void (await client.query(text)),
          query: async (text, params) => (await client.query<Record<string, unknown>>(text, params)).rows,
        });
        await client.query("commit");
        return result;
      } catch (error) {
        await client.query("rollback").catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
