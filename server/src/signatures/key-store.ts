// The SQL of the signing keys' projection (signing_keys): what the key projector writes and what signing,
// verification and the public keys read. Only the projector writes; every other function reads.
import { and, desc, eq, isNull } from "drizzle-orm";
import type { KnownKey } from "@ictm/core/domain";
import type { Queryable, Tx } from "../db/connect.ts";
import { signingKeys } from "../db/schema.ts";

export type SigningKeyRow = typeof signingKeys.$inferSelect;

/** The key that signs now (neither retired nor revoked), if any. */
export async function findActiveKey(db: Queryable): Promise<SigningKeyRow | undefined> {
  const [row] = await db
    .select()
    .from(signingKeys)
    .where(and(isNull(signingKeys.retiredAt), isNull(signingKeys.revokedAt)))
    .limit(1);
  return row;
}

export async function findKey(db: Queryable, keyId: string): Promise<SigningKeyRow | undefined> {
  const [row] = await db.select().from(signingKeys).where(eq(signingKeys.keyId, keyId)).limit(1);
  return row;
}

/** Every key ever made, newest first. */
export async function listKeys(db: Queryable): Promise<SigningKeyRow[]> {
  return db.select().from(signingKeys).orderBy(desc(signingKeys.createdAt), desc(signingKeys.keyId));
}

/** A key as a verifier knows it (core's judgeSignature). */
export const knownKeyOf = (row: SigningKeyRow): KnownKey => ({
  keyId: row.keyId,
  createdAt: row.createdAt,
  retiredAt: row.retiredAt,
  revokedAt: row.revokedAt,
  revocationReason: row.revocationReason,
});

// The projector's writes.

export async function insertKey(tx: Tx, row: { keyId: string; publicKey: string; createdAt: Date }): Promise<void> {
  await tx.insert(signingKeys).values(row);
}

export async function markKeyRetired(tx: Tx, keyId: string, at: Date, reason: string): Promise<void> {
  await tx.update(signingKeys).set({ retiredAt: at, retirementReason: reason }).where(eq(signingKeys.keyId, keyId));
}

export async function markKeyRevoked(tx: Tx, keyId: string, at: Date, reason: string): Promise<void> {
  await tx.update(signingKeys).set({ revokedAt: at, revocationReason: reason }).where(eq(signingKeys.keyId, keyId));
}
