// Test support, for the server's *.test.ts only (no server code imports it): a fresh in-memory PGlite with the
// project's migrations applied, all of them or only those before a version (a database as an earlier release left
// it, for tests of a migration or a backfill). The caller closes it.
import { openDatabase, type Database } from "./connect.ts";
import { migrate, readMigrations } from "./migrate.ts";

/** A fresh in-memory database, migrated: every migration, or with `before` only the versions below it. */
export async function openMigratedTestDatabase({ before }: { before?: number } = {}): Promise<Database> {
  const db = await openDatabase({ memory: true });
  try {
    const migrations = await readMigrations();
    await migrate(db, before === undefined ? migrations : migrations.filter((migration) => migration.version < before));
    return db;
  } catch (error) {
    await db.close();
    throw error;
  }
}
