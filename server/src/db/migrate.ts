// Applies the versioned SQL files of server/migrations (`0001_name.sql`, ...) that the database has not seen yet,
// recording each version in `schema_migrations`. Never edits an applied file's effect: add a new version instead.
import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { Database } from "./connect.ts";

export interface Migration {
  version: number;
  name: string;
  sql: string;
}

export const migrationsFolder = fileURLToPath(new URL("../../migrations/", import.meta.url));

/** An arbitrary constant shared by every server process: the key of the advisory lock taken while migrating. */
const migrationLockKey = 7_140_001;
const fileName = /^(\d{4})_([\w-]+)\.sql$/;

/** Reads the migration files of a folder in version order; a repeated version is refused. */
export async function readMigrations(folder: string = migrationsFolder): Promise<Migration[]> {
  const names = (await readdir(folder)).filter((name) => fileName.test(name)).sort();
  const migrations: Migration[] = [];
  for (const name of names) {
    const match = fileName.exec(name);
    if (match === null || match[1] === undefined || match[2] === undefined) continue;
    const version = Number(match[1]);
    if (migrations.some((m) => m.version === version)) throw new Error(`Two migrations have version ${version}`);
    migrations.push({ version, name: match[2], sql: await readFile(join(folder, name), "utf8") });
  }
  return migrations;
}

/**
 * Applies the pending migrations in one transaction and answers their versions (empty when up to date).
 * The transaction-scoped advisory lock makes server processes that start together on one PostgreSQL take turns:
 * the second waits, then finds the versions recorded and applies nothing. (PGlite has one connection; the lock
 * is harmless there.)
 */
export async function migrate(db: Database, migrations: readonly Migration[]): Promise<number[]> {
  return db.rawTransaction(async (sql) => {
    await sql.query("select pg_advisory_xact_lock($1)", [migrationLockKey]);
    await sql.exec(`create table if not exists schema_migrations (
      version integer primary key,
      name text not null,
      applied_at timestamptz not null default now()
    )`);
    const rows = await sql.query("select version from schema_migrations");
    const applied = new Set(rows.map((row) => Number(row["version"])));
    const pending = migrations.filter((m) => !applied.has(m.version));
    for (const migration of pending) {
      await sql.exec(migration.sql);
      await sql.query("insert into schema_migrations (version, name) values ($1, $2)", [
        migration.version,
        migration.name,
      ]);
    }
    return pending.map((m) => m.version);
  });
}
