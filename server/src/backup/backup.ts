// `npm run backup`: the embedded database (PGlite's own dump of its data folder), the stored files (the blob
// folder) and the signing keys' private halves, in one archive (archive.ts). Never reads a PGlite folder a server
// holds open: it refuses instead, since a copy taken under a writer is not consistent. PostgreSQL is left to pg_dump.
import { readdir, readFile, stat } from "node:fs/promises";
import { join } from "node:path";
import { writeArchive, type Manifest } from "./archive.ts";
import { BackupRefused, databaseFolderOf, filesFolderOf, openEmbedded, refuseWhileHeld, signingKeysEntry, pgDumpAdvice } from "./places.ts";

export interface BackupOptions {
  dataDir: string;
  signingKeysDir: string;
  databaseUrl: string | null;
  to: string;
}

export interface BackupReport {
  manifest: Manifest;
  files: number;
  signingKeys: number;
  /** What the operator must still do (the PostgreSQL dump), or null. */
  advice: string | null;
}

export async function backUp(options: BackupOptions): Promise<BackupReport> {
  const embedded = options.databaseUrl === null;
  const folder = databaseFolderOf(options.dataDir);
  if (embedded) {
    if (!(await exists(join(folder, "PG_VERSION")))) throw new BackupRefused(`There is no embedded database in ${folder} to back up`);
    await refuseWhileHeld(folder);
  }
  if (await exists(options.to)) throw new BackupRefused(`${options.to} exists already; name a new file`);
  const archive = writeArchive(options.to);
  if (embedded) {
    const client = await openEmbedded(folder);
    try {
      archive.add("database/pgdata.tar", new Uint8Array(await (await client.dumpDataDir("none")).arrayBuffer()));
    } finally {
      await client.close();
    }
  }
  const files = await filesIn(filesFolderOf(options.dataDir));
  for (const name of files) archive.add(`files/${name}`, await readFile(join(filesFolderOf(options.dataDir), name)));
  const keys = await filesIn(options.signingKeysDir);
  for (const name of keys) archive.add(signingKeysEntry(name), await readFile(join(options.signingKeysDir, name)), 0o600);
  const manifest = await archive.finish(embedded ? "pglite" : "postgresql-not-included");
  return { manifest, files: files.length, signingKeys: keys.length, advice: embedded ? null : pgDumpAdvice };
}

/** The files under `folder` as relative names, leaving out what starts with a dot (a blob a crash left half-written). */
async function filesIn(folder: string): Promise<string[]> {
  if (!(await exists(folder))) return [];
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name).slice(folder.length + 1))
    .filter((name) => !name.split("/").some((part) => part.startsWith(".")))
    .sort();
}

async function exists(path: string): Promise<boolean> {
  return stat(path).then(() => true, () => false);
}
