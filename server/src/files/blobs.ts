// The bytes of uploaded files, behind one content-addressed interface: a blob is named by its SHA-256 (hex), stored
// once and never changed or overwritten, and read back as a stream. Callers hold a `BlobStore` (services.blobs) and
// never see where the bytes live, so an S3-compatible store can take the folder's place (README, "Files, scaling out").
import { createHash, randomBytes } from "node:crypto";
import { createWriteStream } from "node:fs";
import { mkdir, open, rename, rm, stat } from "node:fs/promises";
import { join } from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { ServerConfig } from "../config.ts";

export interface BlobStore {
  /** Stores the content (once: an address already stored is kept as it is) and answers its SHA-256 in hex. */
  put(content: Buffer | Readable): Promise<string>;
  /** The blob's bytes as a stream; rejects (BlobNotFound) when no blob has that address. */
  open(sha256: string): Promise<Readable>;
}

export class BlobNotFound extends Error {
  readonly sha256: string;
  constructor(sha256: string) {
    super(`No blob is stored under ${sha256}`);
    this.sha256 = sha256;
    this.name = "BlobNotFound";
  }
}

/** The store the configuration chooses: today always the folder `<DATA_DIR>/files`. */
export function createBlobStore(config: Pick<ServerConfig, "dataDir">): BlobStore {
  return folderBlobStore(join(config.dataDir, "files"));
}

/**
 * Blobs as files in `folder`: `<first two hex of sha256>/<sha256>`. A blob is written under a temporary name and
 * renamed into place, so a reader never sees half of one, and two writers of the same bytes both succeed.
 */
export function folderBlobStore(folder: string): BlobStore {
  const pathOf = (sha256: string) => join(folder, sha256.slice(0, 2), sha256);
  return {
    async put(content) {
      // Bytes already stored are not written again (a stream's address is known only once it is read).
      if (Buffer.isBuffer(content)) {
        const sha256 = createHash("sha256").update(content).digest("hex");
        if (await isFile(pathOf(sha256))) return sha256;
      }
      await mkdir(folder, { recursive: true });
      const partial = join(folder, `.${randomBytes(8).toString("hex")}.partial`);
      try {
        const hash = createHash("sha256");
        const hashing = async function* (source: AsyncIterable<Buffer>) {
          for await (const chunk of source) {
            hash.update(chunk);
            yield chunk;
          }
        };
        const source = Buffer.isBuffer(content) ? Readable.from([content]) : content;
        await pipeline(source, hashing, createWriteStream(partial, { flags: "wx" }));
        const sha256 = hash.digest("hex");
        const path = pathOf(sha256);
        if (!(await isFile(path))) {
          await mkdir(join(path, ".."), { recursive: true });
          await rename(partial, path);
        }
        return sha256;
      } finally {
        await rm(partial, { force: true });
      }
    },
    async open(sha256) {
      const handle = await open(pathOf(checkedAddress(sha256)), "r").catch((error: unknown) => {
        throw Reflect.get(Object(error), "code") === "ENOENT" ? new BlobNotFound(sha256) : error;
      });
      return handle.createReadStream();
    },
  };
}

function checkedAddress(sha256: string): string {
  if (!/^[0-9a-f]{64}$/.test(sha256)) throw new Error("A blob is named by its SHA-256 in hex");
  return sha256;
}

async function isFile(path: string): Promise<boolean> {
  return stat(path).then(
    (info) => info.isFile(),
    () => false,
  );
}
