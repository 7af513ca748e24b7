// The SQL of the signatories' projection (signatories): what the signatory projector writes and what the signatory
// screens, signing and the public keys read. Only the projector writes.
import { asc, eq, max, sql } from "drizzle-orm";
import type { Queryable, Tx } from "../db/connect.ts";
import { files, signatories, type FileRow } from "../db/schema.ts";

/** Core's stream name, also here for the demo seed (server/src/demo/signatory.ts imports it from this file). */
export { signatoryStream } from "@ictm/core/domain";

export type SignatoryRow = typeof signatories.$inferSelect;

/** Every signatory, by number. */
export async function listSignatoryRows(db: Queryable): Promise<SignatoryRow[]> {
  return db.select().from(signatories).orderBy(asc(signatories.number));
}

export async function findSignatory(db: Queryable, signatoryId: string): Promise<SignatoryRow | undefined> {
  const [row] = await db.select().from(signatories).where(eq(signatories.id, signatoryId)).limit(1);
  return row;
}

export interface SignatoryWithImage {
  readonly signatory: SignatoryRow;
  readonly image: FileRow | null;
}

/** Every signatory with its image (if any), by number. */
export async function listSignatoriesWithImages(db: Queryable): Promise<SignatoryWithImage[]> {
  return db.select({ signatory: signatories, image: files }).from(signatories).leftJoin(files, eq(files.id, signatories.imageFileId)).orderBy(asc(signatories.number));
}

/** The active signatories with their images (if any), by number. */
export async function activeSignatoryRows(db: Queryable): Promise<SignatoryWithImage[]> {
  return db
    .select({ signatory: signatories, image: files })
    .from(signatories)
    .leftJoin(files, eq(files.id, signatories.imageFileId))
    .where(eq(signatories.isActive, true))
    .orderBy(asc(signatories.number));
}

/** The signatory with its image (if any). */
export async function signatoryWithImage(db: Queryable, signatoryId: string): Promise<SignatoryWithImage | undefined> {
  const [row] = await db.select({ signatory: signatories, image: files }).from(signatories).leftJoin(files, eq(files.id, signatories.imageFileId)).where(eq(signatories.id, signatoryId)).limit(1);
  return row;
}

/**
 * The next signatory number: one more than the highest ever given (signatories are never deleted, so numbers are
 * never reused). Holds a lock until the transaction ends, so two administrators adding at once get two numbers.
 */
export async function nextSignatoryNumber(tx: Tx): Promise<number> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('signatory-numbers'))`);
  const [row] = await tx.select({ highest: max(signatories.number) }).from(signatories);
  return (row?.highest ?? 0) + 1;
}

// The projector's writes.

export interface SignatoryValues {
  name: string;
  title: string;
  imageFileId: string | null;
  isActive: boolean;
}

export async function insertSignatory(tx: Tx, row: SignatoryValues & { id: string; number: number; at: Date }): Promise<void> {
  const { at, ...values } = row;
  await tx.insert(signatories).values({ ...values, createdAt: at, updatedAt: at });
}

export async function updateSignatoryRow(tx: Tx, signatoryId: string, values: SignatoryValues, at: Date): Promise<void> {
  await tx.update(signatories).set({ ...values, updatedAt: at }).where(eq(signatories.id, signatoryId));
}
