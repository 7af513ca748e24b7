// The signing keys' private halves: Ed25519 key pairs made with node:crypto, each private half a PKCS8 PEM file
// `<signingKeysDir>/<keyId>.pem` (mode 0600, written under a temporary name and renamed, so no server ever reads
// half a key). The database never holds a private half; this file never touches the database.
import { createHash, createPrivateKey, createPublicKey, generateKeyPairSync, randomBytes, type KeyObject } from "node:crypto";
import { chmod, mkdir, readFile, readdir, rename, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { keyIdOf } from "@ictm/core/domain";

export interface KeyPair {
  /** 8 lowercase hex characters: the first 4 bytes of SHA-256 of the raw public key (core's keyIdOf). */
  readonly keyId: string;
  /** The raw 32-byte public key, base64url without padding (a JWK's `x`). */
  readonly publicKey: string;
  readonly privateKey: KeyObject;
}

/** A fresh key pair, not yet written anywhere. */
export function generateKeyPair(): KeyPair {
  const { privateKey } = generateKeyPairSync("ed25519");
  const publicKey = publicKeyOf(privateKey);
  return { keyId: keyIdOfPublicKey(publicKey), publicKey, privateKey };
}

/** The key id of a base64url raw public key. */
export function keyIdOfPublicKey(publicKey: string): string {
  return keyIdOf(createHash("sha256").update(Buffer.from(publicKey, "base64url")).digest());
}

const pemFile = (dir: string, keyId: string): string => {
  if (!/^[0-9a-f]{8}$/.test(keyId)) throw new Error(`"${keyId}" is not a signing key id`);
  return join(dir, `${keyId}.pem`);
};

/** Writes the private half as `<dir>/<keyId>.pem`, mode 0600, atomically (the folder is made, mode 0700). */
export async function writePrivateKey(dir: string, pair: KeyPair): Promise<void> {
  await mkdir(dir, { recursive: true, mode: 0o700 });
  const path = pemFile(dir, pair.keyId);
  const partial = `${path}.${randomBytes(6).toString("hex")}.partial`;
  const pem = pair.privateKey.export({ format: "pem", type: "pkcs8" });
  try {
    await writeFile(partial, pem, { mode: 0o600, flag: "wx" });
    // The mode given to writeFile passes through the umask; say it again.
    await chmod(partial, 0o600);
    await rename(partial, path);
  } finally {
    await rm(partial, { force: true });
  }
}

/**
 * The private half of `keyId` when this server has it and it belongs to `publicKey`; null when the file is missing,
 * unreadable or holds another key.
 */
export async function readPrivateKey(dir: string, keyId: string, publicKey: string): Promise<KeyObject | null> {
  let pem: string;
  try {
    pem = await readFile(pemFile(dir, keyId), "utf8");
  } catch {
    return null;
  }
  try {
    const privateKey = createPrivateKey(pem);
    return privateKey.asymmetricKeyType === "ed25519" && publicKeyOf(privateKey) === publicKey ? privateKey : null;
  } catch {
    return null;
  }
}

/** Deletes the private half of a key that signs no more (nothing when it is not there). */
export async function deletePrivateKey(dir: string, keyId: string): Promise<void> {
  await rm(pemFile(dir, keyId), { force: true });
}

/** The key ids whose private halves are in the folder (none when there is no folder). */
export async function privateKeyIds(dir: string): Promise<string[]> {
  const names = await readdir(dir).catch(() => []);
  return names.flatMap((name) => /^([0-9a-f]{8})\.pem$/.exec(name)?.slice(1, 2) ?? []);
}

function publicKeyOf(privateKey: KeyObject): string {
  const jwk = createPublicKey(privateKey).export({ format: "jwk" });
  if (typeof jwk.x !== "string") throw new Error("An Ed25519 public key exports an x");
  return jwk.x;
}
