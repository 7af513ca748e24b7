// The SQL of the signed letters' projection (signed_letters): what the letter projector writes, and what
// verification (a letter's status and record), the administrators' letter list and "sign again" read. Only the
// projector writes; every other function reads.
import { and, count, desc, eq, ilike, isNull, or, sql, type SQL } from "drizzle-orm";
import { documentReference, type LetterContent, type LetterStatus, type PageRequest, type SignedLetter } from "@ictm/core/domain";
import type { components } from "@ictm/openapi/backoffice.ts";
import type { Queryable, Tx } from "../db/connect.ts";
import { signedLetters, signingKeys } from "../db/schema.ts";

export type SignedLetterRow = typeof signedLetters.$inferSelect;
export type SignatureRecord = components["schemas"]["SignatureRecord"];
export type SigningKeyStatus = components["schemas"]["SigningKeyStatus"];

/** What verification needs of a document: core's LetterStatus, and the record the verdict shows. */
export async function letterStatusOf(db: Queryable, documentId: string, contentHash: string): Promise<LetterStatus & { record: SignatureRecord | null }> {
  const row = await findLetter(db, documentId);
  if (row === undefined) return { recorded: false, contentHashMatches: false, revokedAt: null, revocationReason: null, supersededBy: null, record: null };
  const contentHashMatches = row.contentHash === contentHash;
  const supersededBy = row.supersededBy === null || row.supersededAt === null ? null : { documentReference: documentReference(row.supersededBy), at: row.supersededAt };
  const { signatory, person } = row.content;
  return {
    recorded: true,
    contentHashMatches,
    revokedAt: row.revokedAt,
    revocationReason: row.revocationReason,
    supersededBy,
    // What our records say is shown only for the very document we issued (same content).
    record: contentHashMatches
      ? {
          applicationReference: row.reference,
          businessName: row.businessName,
          personName: row.kind === "approval-letter" ? person.fullName : null,
          signatory: { name: signatory.name, title: signatory.title },
          revokedAt: row.revokedAt?.toISOString() ?? null,
          revocationReason: row.revocationReason,
          supersededBy: supersededBy?.documentReference ?? null,
        }
      : null,
  };
}

export async function findLetter(db: Queryable, documentId: string): Promise<SignedLetterRow | undefined> {
  const [row] = await db.select().from(signedLetters).where(eq(signedLetters.documentId, documentId)).limit(1);
  return row;
}

/** A letter as it was signed (its LettersSigned entry, but for what it replaced), from its row. */
export const signedLetterOf = (row: SignedLetterRow): SignedLetter => ({
  documentId: row.documentId,
  kind: row.kind,
  personIndex: row.personIndex,
  contentHash: row.contentHash,
  keyId: row.keyId,
  signatoryId: row.signatoryId,
  signatoryNumber: row.content.signatory.number,
  issuedAt: row.content.issuedAt,
  token: row.token,
  content: row.content,
  supersedes: null,
});

export interface ListedLetter {
  readonly row: SignedLetterRow;
  readonly keyStatus: SigningKeyStatus;
}

/**
 * A page of letters, newest first; every word must appear (case ignored) in the application's reference, the
 * document reference, the business name or the person's name.
 */
export async function listLetters(db: Queryable, words: readonly string[], page: PageRequest): Promise<{ items: ListedLetter[]; count: number }> {
  const where = and(...words.map(matching));
  const [total] = await db.select({ n: count() }).from(signedLetters).where(where);
  const rows = await db
    .select({ row: signedLetters, keyStatus: keyStatusOf })
    .from(signedLetters)
    .innerJoin(signingKeys, eq(signingKeys.keyId, signedLetters.keyId))
    .where(where)
    .orderBy(desc(signedLetters.issuedAt), desc(signedLetters.documentId))
    .limit(page.pageSize)
    .offset(page.offset);
  return { items: rows, count: total?.n ?? 0 };
}

/** One letter with its key's status. */
export async function findListedLetter(db: Queryable, documentId: string): Promise<ListedLetter | undefined> {
  const [found] = await db.select({ row: signedLetters, keyStatus: keyStatusOf }).from(signedLetters).innerJoin(signingKeys, eq(signingKeys.keyId, signedLetters.keyId)).where(eq(signedLetters.documentId, documentId)).limit(1);
  return found;
}

const keyStatusOf = sql<SigningKeyStatus>`case when ${signingKeys.revokedAt} is not null then 'revoked' when ${signingKeys.retiredAt} is not null then 'retired' else 'active' end`;

/** Search words are letters and digits only (search/terms.ts), so they are safe in a LIKE pattern. */
const matching = (word: string): SQL | undefined => {
  const pattern = `%${word}%`;
  return or(
    ilike(signedLetters.reference, pattern),
    ilike(sql`'ICTM' || ${signedLetters.documentId}`, pattern),
    ilike(signedLetters.businessName, pattern),
    ilike(signedLetters.personName, pattern),
  );
};

// The projector's writes.

export async function insertLetter(tx: Tx, applicationId: string, letter: SignedLetter): Promise<void> {
  const content: LetterContent = letter.content;
  await tx
    .insert(signedLetters)
    .values({
      documentId: letter.documentId,
      applicationId,
      personIndex: letter.personIndex,
      kind: letter.kind,
      permitType: content.permitType,
      reference: content.reference,
      businessName: content.businessName,
      personName: content.person.fullName,
      keyId: letter.keyId,
      signatoryId: letter.signatoryId,
      contentHash: letter.contentHash,
      token: letter.token,
      content,
      issuedAt: new Date(letter.issuedAt),
    })
    .onConflictDoNothing();
}

export async function markSuperseded(tx: Tx, documentId: string, by: string, at: Date): Promise<void> {
  await tx.update(signedLetters).set({ supersededBy: by, supersededAt: at }).where(and(eq(signedLetters.documentId, documentId), isNull(signedLetters.supersededBy)));
}

export async function markRevoked(tx: Tx, documentIds: readonly string[], at: Date, reason: string): Promise<void> {
  for (const documentId of documentIds) {
    await tx.update(signedLetters).set({ revokedAt: at, revocationReason: reason }).where(and(eq(signedLetters.documentId, documentId), isNull(signedLetters.revokedAt)));
  }
}
