// Makes a fresh embedded database fast: creating a PGlite cluster (initdb) takes seconds, copying a closed one
// takes a fraction of that. The first test file to need it builds a migrated template in the temp folder (named
// by a hash of the migrations, so a new migration gets a new template); every server then starts on a copy.
import { createHash, randomBytes } from "node:crypto";
import { cp, rename, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { openDatabase } from "@ictm/server/db/connect.ts";
import { migrate, readMigrations } from "@ictm/server/db/migrate.ts";
import { ensureWorkingCalendarNow } from "@ictm/server/statistics/calendar.ts";

/** Fills `folder` (which must not exist yet) with a migrated, empty PGlite database. */
export async function copyMigratedDatabase(folder: string): Promise<void> {
  await cp(await migratedTemplate(), folder, { recursive: true });
}

async function migratedTemplate(): Promise<string> {
  const migrations = await readMigrations();
  const key = createHash("sha256").update(JSON.stringify(migrations)).digest("hex").slice(0, 16);
  const template = join(tmpdir(), `ictm-pglite-template-${key}`);
  if (await exists(template)) return template;
  // Built under a private name and renamed into place, so a file running in parallel never copies half of one.
  const building = `${template}.building-${randomBytes(4).toString("hex")}`;
  const db = await openDatabase({ folder: building });
  try {
    await migrate(db, migrations);
    // The working calendar too (half a second each start otherwise); a start still refills it if it is stale.
    await ensureWorkingCalendarNow(db.orm);
  } finally {
    await db.close();
  }
  try {
    await rename(building, template);
  } catch (error) {
    // Another test file finished its template first; theirs is as good as ours.
    await rm(building, { recursive: true, force: true });
    if (!(await exists(template))) throw error;
  }
  return template;
}

async function exists(path: string): Promise<boolean> {
  return stat(path).then(
    () => true,
    () => false,
  );
}
