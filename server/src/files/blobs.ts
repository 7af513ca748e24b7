// The bytes of uploaded files, content-addressed: `DATA_DIR/files/<first two hex of sha256>/<sha256>`. Identical
// uploads share one blob; a blob is written under a temporary name and renamed, so a reader never sees half.
import { createHash, randomBytes } from "node:crypto";
import { createReadStream, type ReadStream } from "node:fs";
import { mkdir, rename, rm, stat, writeFile } from "node:fs/promises";
import { join } from "node:path";

export function sha256Of(bytes: Buffer): string {
  return createHash("sha256").update(bytes).digest("hex");
}

export function blobPath(dataDir: string, sha256: string): string {
  if (!/^[0-9a-f]{64}$/.test(sha256)) throw new Error("A blob is named by its SHA-256 in hex");
  return join(dataDir, "files", sha256.slice(0, 2), sha256);
}

/** Stores the bytes (once) and answers their SHA-256. */
export async function putBlob(dataDir: string, bytes: Buffer): Promise<string> {
  const sha256 = sha256Of(bytes);
  const path = blobPath(dataDir, sha256);
  if (await exists(path)) return sha256;
  await mkdir(join(path, ".."), { recursive: true });
  const partial = `${path}.${randomBytes(6).toString("hex")}.partial`;
  try {
    await writeFile(partial, bytes, { flag: "wx" });
    await rename(partial, path);
  } finally {
    await rm(partial, { force: true });
  }
  return sha256;
}

export function openBlob(dataDir: string, sha256: string): ReadStream {
  return createReadStream(blobPath(dataDir, sha256));
}

async function exists(path: string): Promise<boolean> {
  return stat(path).then(
    (info) => info.isFile(),
    () => false,
  );
}
