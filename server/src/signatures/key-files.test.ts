// The private halves on disk: a key pair's id is core's keyIdOf of its raw public key; the PEM file is written with
// mode 0600 and read back only when it holds the key it is named for.
import { createHash, sign, verify, createPublicKey } from "node:crypto";
import { mkdtemp, readdir, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { keyIdOf } from "@ictm/core/domain";
import { deletePrivateKey, generateKeyPair, keyIdOfPublicKey, privateKeyIds, readPrivateKey, writePrivateKey } from "./key-files.ts";

let dir: string;
beforeAll(async () => {
  dir = join(await mkdtemp(join(tmpdir(), "ictm-keys-")), "signing-keys");
});
afterAll(async () => rm(join(dir, ".."), { recursive: true, force: true }));

describe("signing key files", () => {
  it("name a key by the first 4 bytes of SHA-256 of its raw 32-byte public key", () => {
    const pair = generateKeyPair();
    const raw = Buffer.from(pair.publicKey, "base64url");
    expect(raw).toHaveLength(32);
    expect(pair.keyId).toMatch(/^[0-9a-f]{8}$/);
    expect(pair.keyId).toBe(keyIdOf(createHash("sha256").update(raw).digest()));
    expect(keyIdOfPublicKey(pair.publicKey)).toBe(pair.keyId);
  });

  it("write the private half as <keyId>.pem with mode 0600 (no partial file left) and read it back", async () => {
    const pair = generateKeyPair();
    await writePrivateKey(dir, pair);
    const info = await stat(join(dir, `${pair.keyId}.pem`));
    expect(info.mode & 0o777).toBe(0o600);
    expect((await readdir(dir)).filter((name) => name.endsWith(".partial"))).toEqual([]);
    const read = await readPrivateKey(dir, pair.keyId, pair.publicKey);
    expect(read).not.toBeNull();
    const message = new TextEncoder().encode("signed bytes");
    const signature = sign(null, message, read ?? pair.privateKey);
    expect(verify(null, message, createPublicKey({ key: { kty: "OKP", crv: "Ed25519", x: pair.publicKey }, format: "jwk" }), signature)).toBe(true);
    expect(await privateKeyIds(dir)).toContain(pair.keyId);
  });

  it("read nothing for a missing file, a damaged one or one that holds another key; delete a key's file", async () => {
    const pair = generateKeyPair();
    const other = generateKeyPair();
    expect(await readPrivateKey(dir, pair.keyId, pair.publicKey)).toBeNull();
    await writePrivateKey(dir, pair);
    expect(await readPrivateKey(dir, pair.keyId, other.publicKey)).toBeNull();
    await writeFile(join(dir, `${other.keyId}.pem`), "-----BEGIN PRIVATE KEY-----\nnot a key\n-----END PRIVATE KEY-----\n");
    expect(await readPrivateKey(dir, other.keyId, other.publicKey)).toBeNull();
    await deletePrivateKey(dir, pair.keyId);
    expect(await readPrivateKey(dir, pair.keyId, pair.publicKey)).toBeNull();
    await deletePrivateKey(dir, pair.keyId);
    await expect(deletePrivateKey(dir, "../../etc")).rejects.toThrow(/not a signing key id/);
  });
});
