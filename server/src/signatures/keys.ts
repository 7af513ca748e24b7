// The signing keys as use cases: the active key that signs (made on first need, under the `signing-keys` stream's
// lock so two servers make one), the start-up check, an administrator's rotation and revocation, and the Ed25519
// check of a token with a stored key. Facts: core's v1.SigningKeyCreated / Retired / Revoked on `signing-keys`;
// the private halves are files (key-files.ts), deleted once their key signs no more. A retirement or revocation is
// appended before the key that replaces it, so the projection never holds two active keys.
import { createPublicKey, sign, verify, type KeyObject } from "node:crypto";
import { mayManageSignatures, SIGNING_KEYS_STREAM, type SigningKeyEvent } from "@ictm/core/domain";
import type { Tx } from "../db/connect.ts";
import { transact } from "../db/transact.ts";
import { appendToStream, lockStreamVersion } from "../events/store.ts";
import { staffActor } from "../events/vocabulary.ts";
import { forbidden, notFound, refuseKind } from "../http/problem.ts";
import type { Services } from "../services.ts";
import type { StaffSession } from "../staff/store.ts";
import { deletePrivateKey, generateKeyPair, privateKeyIds, readPrivateKey, writePrivateKey, type KeyPair } from "./key-files.ts";
import { findActiveKey, findKey, listKeys } from "./key-store.ts";
import { presentKey, type SigningKeyView } from "./public-keys.ts";

export interface ActiveKey {
  readonly keyId: string;
  sign(bytes: Uint8Array): Uint8Array;
}

/** What the keys use of the services (the whole Services will do). */
export type KeyServices = Pick<Services, "orm" | "clock" | "config">;

/** Who makes a key when no one asked for one: the start-up check. */
export const SIGNING_KEYS_ACTOR = "system:signing-keys";

/**
 * The active key, inside the caller's transaction (locks the `signing-keys` stream); makes one when none is active,
 * or retires the active one (reason private-key-missing) and makes a new one when its private half is not on this
 * server.
 */
export async function activeSigningKey(tx: Tx, services: KeyServices, actor: string): Promise<ActiveKey> {
  const version = await lockStreamVersion(tx, SIGNING_KEYS_STREAM);
  const active = await findActiveKey(tx);
  if (active !== undefined) {
    const privateKey = await readPrivateKey(services.config.signingKeysDir, active.keyId, active.publicKey);
    if (privateKey !== null) return signingWith(active.keyId, privateKey);
    warn(services, `The private half of the active signing key ${active.keyId} is not in ${services.config.signingKeysDir}: it is retired and a new key made. Every server must share SIGNING_KEYS_DIR.`);
  }
  const made = await makeKey(tx, services);
  const retired = active === undefined ? [] : [keyRetired(active.keyId, "private-key-missing", actor)];
  await appendToStream(tx, SIGNING_KEYS_STREAM, version, [...retired, keyCreated(made, actor)], { actor, at: services.clock.now() });
  return signingWith(made.keyId, made.privateKey);
}

/** At start: an active key this server can sign with, and no private half left of a key that signs no more. */
export async function ensureSigningKey(services: KeyServices): Promise<void> {
  await transact(services.orm, (tx) => activeSigningKey(tx, services, SIGNING_KEYS_ACTOR));
  const dir = services.config.signingKeysDir;
  const signsNoMore = new Set((await listKeys(services.orm)).filter((key) => key.retiredAt !== null || key.revokedAt !== null).map((key) => key.keyId));
  for (const keyId of await privateKeyIds(dir)) if (signsNoMore.has(keyId)) await deletePrivateKey(dir, keyId);
}

/** Ed25519 verification of a token's signed bytes with a stored key (false for anything that does not verify). */
export function verifyWithKey(publicKeyBase64url: string, signed: Uint8Array, signature: Uint8Array): boolean {
  try {
    const key = createPublicKey({ key: { kty: "OKP", crv: "Ed25519", x: publicKeyBase64url }, format: "jwk" });
    return verify(null, signed, key, signature);
  } catch {
    return false;
  }
}

/** An administrator's rotation: a new active key, and the old one retired ("rotated"), its private half deleted. */
export async function rotateSigningKey(services: KeyServices, session: StaffSession): Promise<SigningKeyView> {
  requireManager(session);
  const actor = staffActor(session.staff.id);
  const { made, replaced } = await transact(services.orm, async (tx) => {
    const version = await lockStreamVersion(tx, SIGNING_KEYS_STREAM);
    const active = await findActiveKey(tx);
    const key = await makeKey(tx, services);
    const retired = active === undefined ? [] : [keyRetired(active.keyId, "rotated", actor)];
    await appendToStream(tx, SIGNING_KEYS_STREAM, version, [...retired, keyCreated(key, actor)], { actor, at: services.clock.now() });
    return { made: key.keyId, replaced: active?.keyId };
  });
  if (replaced !== undefined) await deletePrivateKey(services.config.signingKeysDir, replaced);
  return presentStored(services, made);
}

/**
 * An administrator's revocation of a key, with the reason verifiers are shown: 404 for an unknown key, 409
 * `signing-key-not-active` for one already revoked. Revoking the active key makes a new one in the same append.
 */
export async function revokeSigningKey(services: KeyServices, session: StaffSession, keyId: string, reason: string): Promise<SigningKeyView> {
  requireManager(session);
  const actor = staffActor(session.staff.id);
  await transact(services.orm, async (tx) => {
    const version = await lockStreamVersion(tx, SIGNING_KEYS_STREAM);
    const key = await findKey(tx, keyId);
    if (key === undefined) throw notFound();
    if (key.revokedAt !== null) throw refuseKind("signing-key-not-active");
    const revoked: SigningKeyEvent = { type: "v1.SigningKeyRevoked", payload: { keyId, reason: reason.trim(), by: actor } };
    const replacement = key.retiredAt === null ? [keyCreated(await makeKey(tx, services), actor)] : [];
    await appendToStream(tx, SIGNING_KEYS_STREAM, version, [revoked, ...replacement], { actor, at: services.clock.now() });
  });
  await deletePrivateKey(services.config.signingKeysDir, keyId);
  return presentStored(services, keyId);
}

function requireManager(session: StaffSession): void {
  if (!mayManageSignatures(session.staff.roles)) throw forbidden();
}

/** A new key pair whose id no key of ours has, its private half written. */
async function makeKey(tx: Tx, services: KeyServices): Promise<KeyPair> {
  for (;;) {
    const pair = generateKeyPair();
    // 4 bytes of id: a clash is unlikely but possible, and would overwrite another key's private file.
    if ((await findKey(tx, pair.keyId)) !== undefined) continue;
    await writePrivateKey(services.config.signingKeysDir, pair);
    return pair;
  }
}

const keyCreated = (pair: KeyPair, by: string): SigningKeyEvent => ({ type: "v1.SigningKeyCreated", payload: { keyId: pair.keyId, publicKey: pair.publicKey, by } });
const keyRetired = (keyId: string, reason: "rotated" | "private-key-missing", by: string): SigningKeyEvent => ({ type: "v1.SigningKeyRetired", payload: { keyId, reason, by } });

const signingWith = (keyId: string, privateKey: KeyObject): ActiveKey => ({
  keyId,
  sign: (bytes) => new Uint8Array(sign(null, bytes, privateKey)),
});

async function presentStored(services: KeyServices, keyId: string): Promise<SigningKeyView> {
  const row = await findKey(services.orm, keyId);
  if (row === undefined) throw new Error(`The signing key ${keyId} was appended but is not in signing_keys`);
  return presentKey(row);
}

/** Said loudly when the server logs; a key made again is worth an operator's look. */
function warn(services: KeyServices, message: string): void {
  if (services.config.logger) process.emitWarning(message);
}
