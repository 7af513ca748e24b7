// Where a backup's parts live in a data folder, and the one check both commands make before touching the embedded
// database: a PGlite folder that a server holds (its postmaster.pid is there while it is open) is never read or replaced.
import { stat } from "node:fs/promises";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pgliteExtensions } from "../db/connect.ts";

export class BackupRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = "BackupRefused";
  }
}

export const databaseFolderOf = (dataDir: string) => join(dataDir, "db");
export const filesFolderOf = (dataDir: string) => join(dataDir, "files");
export const signingKeysEntry = (name: string) => `signing-keys/${name}`;

export const pgDumpAdvice = [
  "The database is PostgreSQL (DATABASE_URL): this archive holds the stored files and signing keys only.",
  'Back the database up with   pg_dump --format=custom --file=ictm-db.dump "$DATABASE_URL"',
  'and restore it with         pg_restore --clean --if-exists --no-owner --dbname="$DATABASE_URL" ictm-db.dump',
].join("\n");

/** Refuses while a server holds the embedded database (or left it without shutting down: start and stop it once). */
export async function refuseWhileHeld(folder: string): Promise<void> {
  if (await stat(join(folder, "postmaster.pid")).then(() => true, () => false)) {
    throw new BackupRefused(
      `A server is using the embedded database in ${folder}, or the last one stopped without shutting down cleanly. ` +
        "Stop the server (after a crash, start and stop it once) and run this again.",
    );
  }
}

/**
 * PGlite on `folder`, with the extensions the server loads (db/connect.ts) so a database that uses them
 * opens; `loadDataDir` fills an empty folder from a dump.
 */
export function openEmbedded(folder: string, loadDataDir?: Blob): Promise<PGlite> {
  return PGlite.create(folder, { extensions: pgliteExtensions, ...(loadDataDir ? { loadDataDir } : {}) });
}
