// The folder blob store: content-addressed by SHA-256, stored once, never overwritten, read back as a stream, and a
// missing or malformed address refused; bytes and streams give the same address.
import { createHash } from "node:crypto";
import { mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Readable } from "node:stream";
import { buffer } from "node:stream/consumers";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { BlobNotFound, createBlobStore, folderBlobStore, type BlobStore } from "./blobs.ts";

let folder: string;
let store: BlobStore;

beforeEach(async () => {
  folder = await mkdtemp(join(tmpdir(), "ictm-blobs-"));
  store = folderBlobStore(folder);
});

afterEach(async () => {
  await rm(folder, { recursive: true, force: true });
});

const sha256 = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");

describe("folderBlobStore", () => {
  it("answers the content's SHA-256 and opens the same bytes under it", async () => {
    const bytes = Buffer.from("a passport copy");
    const address = await store.put(bytes);
    expect(address).toBe(sha256(bytes));
    expect(await buffer(await store.open(address))).toEqual(bytes);
    expect(await readFile(join(folder, address.slice(0, 2), address))).toEqual(bytes);
  });

  it("gives a stream the same address as its bytes, however it is cut", async () => {
    const bytes = Buffer.from("x".repeat(200_000));
    const chunks = [bytes.subarray(0, 7), bytes.subarray(7, 65_536), bytes.subarray(65_536)];
    expect(await store.put(Readable.from(chunks))).toBe(sha256(bytes));
    expect(await buffer(await store.open(sha256(bytes)))).toEqual(bytes);
  });

  it("stores identical content once and never overwrites a stored blob", async () => {
    const bytes = Buffer.from("the same certificate");
    const address = await store.put(bytes);
    const path = join(folder, address.slice(0, 2), address);
    // Were it overwritten, this marker would be lost: a stored address is kept as it is.
    await writeFile(path, "kept");
    expect(await Promise.all([store.put(bytes), store.put(Readable.from([bytes]))])).toEqual([address, address]);
    expect(await readFile(path, "utf8")).toBe("kept");
    expect(await readdir(folder)).toEqual([address.slice(0, 2)]);
  });

  it("refuses an address that is not stored, and one that is not a SHA-256", async () => {
    await expect(store.open(sha256(Buffer.from("never stored")))).rejects.toBeInstanceOf(BlobNotFound);
    await expect(store.open("../../etc/passwd")).rejects.toThrow(/SHA-256/);
  });

  it("leaves nothing behind when the content fails midway", async () => {
    const failing = Readable.from(
      (async function* () {
        yield Buffer.from("half");
        throw new Error("the upload broke");
      })(),
    );
    await expect(store.put(failing)).rejects.toThrow("the upload broke");
    expect(await readdir(folder)).toEqual([]);
  });
});

describe("createBlobStore", () => {
  it("is the folder <DATA_DIR>/files", async () => {
    const bytes = Buffer.from("a logo");
    const address = await createBlobStore({ dataDir: folder }).put(bytes);
    expect(await readFile(join(folder, "files", address.slice(0, 2), address))).toEqual(bytes);
  });
});
