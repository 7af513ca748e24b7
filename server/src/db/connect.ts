// Opens the database: PostgreSQL through node-postgres when a URL is given, otherwise embedded PGlite in a folder.
// Both give the same drizzle handle (`orm`) and a raw-SQL transaction for the migration runner.
import { mkdir } from "node:fs/promises";
import { PGlite } from "@electric-sql/pglite";
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
  const client = await PGlite.create("folder" in location ? location.folder : "memory://", { extensions: pgliteExtensions });
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
