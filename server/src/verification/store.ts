// The SQL of the verification projection: verification_requests (one row per business, the request as its
// stream's latest facts leave it) and verification_documents. Only the projector writes these tables; queries
// read them. Never decides anything: the stream `verification-<businessId>` is the truth.
import { and, asc, eq, inArray } from "drizzle-orm";
import type { Queryable, Tx } from "../db/connect.ts";
import { businesses, files, verificationDocuments, verificationRequests, type BusinessRow, type FileRow, type VerificationRow } from "../db/schema.ts";

export type VerificationStatus = VerificationRow["status"];

export interface VerificationRecord {
  request: VerificationRow;
  documents: FileRow[];
}

export interface VerificationWithBusiness extends VerificationRecord {
  business: BusinessRow;
}

export async function findVerification(db: Queryable, businessId: string): Promise<VerificationRecord | undefined> {
  const [request] = await db.select().from(verificationRequests).where(eq(verificationRequests.businessId, businessId)).limit(1);
  if (!request) return undefined;
  return { request, documents: (await documentsOf(db, [businessId])).get(businessId) ?? [] };
}

/** The requests in one status with their businesses, oldest submission first: two queries, whatever the count. */
export async function listVerifications(db: Queryable, status: VerificationStatus): Promise<VerificationWithBusiness[]> {
  const rows = await db
    .select({ request: verificationRequests, business: businesses })
    .from(verificationRequests)
    .innerJoin(businesses, eq(businesses.id, verificationRequests.businessId))
    .where(eq(verificationRequests.status, status))
    .orderBy(asc(verificationRequests.submittedAt), asc(verificationRequests.businessId));
  const documents = await documentsOf(db, rows.map((row) => row.business.id));
  return rows.map((row) => ({ ...row, documents: documents.get(row.business.id) ?? [] }));
}

/** True when the file is a document of some verification request of the business owned by `memberId`. */
export async function isVerificationDocumentOf(db: Queryable, fileId: string, memberId: string): Promise<boolean> {
  const [row] = await db
    .select({ fileId: verificationDocuments.fileId })
    .from(verificationDocuments)
    .innerJoin(businesses, eq(businesses.id, verificationDocuments.businessId))
    .where(and(eq(verificationDocuments.fileId, fileId), eq(businesses.memberId, memberId)))
    .limit(1);
  return row !== undefined;
}

/** The documents of each of these businesses' requests, in order, in one query. */
async function documentsOf(db: Queryable, businessIds: readonly string[]): Promise<Map<string, FileRow[]>> {
  const byBusiness = new Map<string, FileRow[]>();
  if (businessIds.length === 0) return byBusiness;
  const rows = await db
    .select({ businessId: verificationDocuments.businessId, file: files })
    .from(verificationDocuments)
    .innerJoin(files, eq(files.id, verificationDocuments.fileId))
    .where(inArray(verificationDocuments.businessId, [...new Set(businessIds)]))
    .orderBy(asc(verificationDocuments.businessId), asc(verificationDocuments.position));
  for (const row of rows) byBusiness.set(row.businessId, [...(byBusiness.get(row.businessId) ?? []), row.file]);
  return byBusiness;
}

// Projection writes: called by projector.ts only.

/** The request as submitted (pending, undecided), replacing any earlier one of the business with its documents. */
export async function projectRequest(tx: Tx, request: Omit<VerificationRow, "status" | "decidedAt" | "decidedBy" | "reason">, fileIds: readonly string[]): Promise<void> {
  const pending = { ...request, status: "pending" as const, decidedAt: null, decidedBy: null, reason: null };
  await tx.insert(verificationRequests).values(pending).onConflictDoUpdate({ target: verificationRequests.businessId, set: pending });
  await tx.delete(verificationDocuments).where(eq(verificationDocuments.businessId, request.businessId));
  if (fileIds.length > 0) {
    await tx.insert(verificationDocuments).values(fileIds.map((fileId, position) => ({ businessId: request.businessId, position, fileId })));
  }
}

export async function projectDecision(tx: Tx, businessId: string, decision: Pick<VerificationRow, "status" | "decidedAt" | "decidedBy" | "reason" | "version">): Promise<void> {
  await tx.update(verificationRequests).set(decision).where(eq(verificationRequests.businessId, businessId));
}
