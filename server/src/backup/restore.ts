// `npm run restore`: reads a backup archive (archive.ts) whole into a staging folder beside the data folder,
// checking every entry against the manifest and every stored file against its SHA-256 name, loads the embedded
// database from its dump there, and only then moves the parts into place. A non-empty target is refused unless
// forced; a PGlite folder that a server holds is refused always.
import { randomBytes } from "node:crypto";
import { cp, mkdir, readdir, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import { basename, dirname, join } from "node:path";
import { ArchiveRefused, readArchive, sha256Of, type Manifest } from "./archive.ts";
import { BackupRefused, databaseFolderOf, filesFolderOf, openEmbedded, pgDumpAdvice, refuseWhileHeld } from "./places.ts";

export interface RestoreOptions {
  dataDir: string;
  signingKeysDir: string;
  databaseUrl: string | null;
  from: string;
  /** Replace what the target holds (never while a server holds its database). */
  force: boolean;
}

export interface RestoreReport {
  manifest: Manifest;
  files: number;
  signingKeys: number;
  advice: string | null;
}

export async function restore(options: RestoreOptions): Promise<RestoreReport> {
  const { dataDir, signingKeysDir } = options;
  await refuseWhileHeld(databaseFolderOf(dataDir));
  const occupied = [...(await entriesOf(dataDir)), ...(await entriesOf(signingKeysDir)).map((name) => join(signingKeysDir, name))];
  if (occupied.length > 0 && !options.force) {
    throw new BackupRefused(`${dataDir} is not empty (${occupied.slice(0, 3).join(", ")}): restore into an empty folder, or add --force to replace its contents`);
  }
  await mkdir(dataDir, { recursive: true });
  // Beside the target, so the parts move into place by renaming.
  const staging = join(dataDir, `.restoring-${randomBytes(6).toString("hex")}`);
  try {
    const manifest = await readArchive(options.from, async (name, bytes, mode) => {
      if (name.startsWith("files/") && sha256Of(bytes) !== basename(name)) throw new ArchiveRefused(`The stored file ${name} does not match its content: the archive is damaged`);
      const path = join(staging, name);
      // The signing keys' folder is the owner's alone, as the server makes it (signatures/keys.ts).
      await mkdir(dirname(path), { recursive: true, mode: name.startsWith("signing-keys/") ? 0o700 : 0o755 });
      await writeFile(path, bytes, { mode: mode & 0o777 });
    });
    const embedded = manifest.database === "pglite";
    if (embedded && options.databaseUrl !== null) throw new BackupRefused("The archive holds an embedded (PGlite) database, but DATABASE_URL names a PostgreSQL server: unset it to restore into the data folder");
    if (embedded) await loadDatabase(staging);
    const files = manifest.entries.filter((entry) => entry.name.startsWith("files/")).length;
    const signingKeys = manifest.entries.filter((entry) => entry.name.startsWith("signing-keys/")).length;

    // Everything is read and checked: now replace.
    if (embedded) await replace(join(staging, "db"), databaseFolderOf(dataDir), staging);
    await replace(join(staging, "files"), filesFolderOf(dataDir), staging);
    if (signingKeys > 0) {
      await rm(signingKeysDir, { recursive: true, force: true });
      await cp(join(staging, "signing-keys"), signingKeysDir, { recursive: true });
    }
    return { manifest, files, signingKeys, advice: embedded ? null : pgDumpAdvice };
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

/** The dump unpacked into `<staging>/db` by PGlite itself, and opened once to prove it reads. */
async function loadDatabase(staging: string): Promise<void> {
  const dump = await readFile(join(staging, "database", "pgdata.tar"));
  const client = await openEmbedded(join(staging, "db"), new Blob([dump]));
  try {
    await client.query("select count(*) from events");
  } catch (error) {
    throw new ArchiveRefused(`The archive's database does not open: ${error instanceof Error ? error.message : String(error)}`);
  } finally {
    await client.close();
  }
}

/** Moves `staged` to `target` (an empty part when nothing was staged), moving what was there into the staging folder. */
async function replace(staged: string, target: string, staging: string): Promise<void> {
  if (await exists(target)) await rename(target, join(staging, `replaced-${basename(target)}`));
  if (await exists(staged)) await rename(staged, target);
}

async function entriesOf(folder: string): Promise<string[]> {
  return readdir(folder).catch(() => []);
}

async function exists(path: string): Promise<boolean> {
  return stat(path).then(() => true, () => false);
}
