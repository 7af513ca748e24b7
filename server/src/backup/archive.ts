// The backup archive: a gzip-compressed ustar file (tar-mini, not a hand-rolled tar) whose last entry,
// `manifest.json`, lists every other entry with its size and SHA-256. Reading checks each entry against it, so a
// truncated, altered or foreign file is refused before anything is restored. Holds no knowledge of what is inside.
import { createHash } from "node:crypto";
import { createReadStream, createWriteStream } from "node:fs";
import { pipeline } from "node:stream/promises";
import { createGunzip, createGzip } from "node:zlib";
import { createExtract, createPack } from "tar-mini";

export const archiveFormat = "ictm-backup";
export const archiveVersion = 1;
const manifestName = "manifest.json";

export interface ManifestEntry {
  name: string;
  size: number;
  sha256: string;
}

export interface Manifest {
  format: typeof archiveFormat;
  version: typeof archiveVersion;
  createdAt: string;
  /** What the database part is: PGlite's data folder, or nothing (PostgreSQL is backed up with pg_dump). */
  database: "pglite" | "postgresql-not-included";
  entries: ManifestEntry[];
}

export interface ArchiveWriter {
  add(name: string, bytes: Uint8Array, mode?: number): void;
  /** Writes the manifest last and waits until the file is complete. */
  finish(database: Manifest["database"]): Promise<Manifest>;
}

export function writeArchive(path: string): ArchiveWriter {
  const pack = createPack();
  const entries: ManifestEntry[] = [];
  const written = pipeline(pack.receiver, createGzip(), createWriteStream(path, { flags: "wx", mode: 0o600 }));
  return {
    add(name, bytes, mode = 0o644) {
      entries.push({ name, size: bytes.length, sha256: sha256Of(bytes) });
      pack.add(bytes, { filename: name, mode });
    },
    async finish(database) {
      const manifest: Manifest = { format: archiveFormat, version: archiveVersion, createdAt: new Date().toISOString(), database, entries };
      pack.add(new TextEncoder().encode(JSON.stringify(manifest, null, 2)), { filename: manifestName });
      pack.done();
      await written;
      return manifest;
    },
  };
}

export class ArchiveRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = "ArchiveRefused";
  }
}

/**
 * Reads the whole archive, handing each entry to `take` (which may stage it, never replace anything), then checks
 * every entry against the manifest; rejects with ArchiveRefused on any mismatch, a missing manifest or a bad file.
 */
export async function readArchive(path: string, take: (name: string, bytes: Uint8Array, mode: number) => Promise<void>): Promise<Manifest> {
  const extract = createExtract();
  const seen = new Map<string, ManifestEntry>();
  let manifest: unknown = null;
  const pending: Array<Promise<void>> = [];
  // Kept, not thrown: the handler runs inside the extractor's write, which must not throw.
  let failure: unknown = null;
  extract.on("entry", (head, bytes) => {
    if (head.name === manifestName) {
      manifest = parseJson(bytes);
      return;
    }
    if (!safeName(head.name)) failure ??= new ArchiveRefused(`The archive holds an entry outside its folders: ${head.name}`);
    if (failure !== null) return;
    seen.set(head.name, { name: head.name, size: bytes.length, sha256: sha256Of(bytes) });
    pending.push(take(head.name, bytes, head.mode).catch((error: unknown) => void (failure ??= error)));
  });
  try {
    await pipeline(createReadStream(path), createGunzip(), extract.receiver);
    await Promise.all(pending);
    if (failure !== null) throw failure;
  } catch (error) {
    if (error instanceof ArchiveRefused) throw error;
    throw new ArchiveRefused(`${path} is not a readable backup archive (${error instanceof Error ? error.message : String(error)})`);
  }
  const checked = checkedManifest(manifest);
  for (const entry of checked.entries) {
    const found = seen.get(entry.name);
    if (!found) throw new ArchiveRefused(`The archive lacks ${entry.name}, which its manifest lists: it is incomplete`);
    if (found.size !== entry.size || found.sha256 !== entry.sha256) throw new ArchiveRefused(`${entry.name} in the archive does not match its manifest: the archive is damaged`);
    seen.delete(entry.name);
  }
  const extra = [...seen.keys()];
  if (extra.length > 0) throw new ArchiveRefused(`The archive holds entries its manifest does not list: ${extra.slice(0, 3).join(", ")}`);
  return checked;
}

export function sha256Of(bytes: Uint8Array): string {
  return createHash("sha256").update(bytes).digest("hex");
}

function parseJson(bytes: Uint8Array): unknown {
  try {
    return JSON.parse(new TextDecoder().decode(bytes));
  } catch {
    return null;
  }
}

function checkedManifest(value: unknown): Manifest {
  const field = (name: string): unknown => (typeof value === "object" && value !== null ? Reflect.get(value, name) : undefined);
  if (field("format") !== archiveFormat) throw new ArchiveRefused("The file has no backup manifest: it is not an ictm backup archive, or it is incomplete");
  if (field("version") !== archiveVersion) throw new ArchiveRefused(`The archive is of format version ${String(field("version"))}; this release reads version ${archiveVersion}`);
  const database = field("database");
  const entries = field("entries");
  if ((database !== "pglite" && database !== "postgresql-not-included") || !Array.isArray(entries)) throw new ArchiveRefused("The archive's manifest is damaged");
  const listed = entries.map((entry: unknown): ManifestEntry => {
    const part = (name: string): unknown => (typeof entry === "object" && entry !== null ? Reflect.get(entry, name) : undefined);
    const name = part("name");
    const size = part("size");
    const sha256 = part("sha256");
    if (typeof name !== "string" || typeof size !== "number" || typeof sha256 !== "string") throw new ArchiveRefused("The archive's manifest is damaged");
    return { name, size, sha256 };
  });
  return { format: archiveFormat, version: archiveVersion, createdAt: String(field("createdAt")), database, entries: listed };
}

/** Relative, forward-slash names without `..`: nothing in an archive may land outside the folder restored into. */
function safeName(name: string): boolean {
  return name.length > 0 && !name.startsWith("/") && !name.includes("\\") && name.split("/").every((part) => part !== "" && part !== "." && part !== "..");
}
