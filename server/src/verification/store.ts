// The SQL of verification requests (one per business; a resubmission replaces it) and their documents.
import { and, asc, eq } from "drizzle-orm";
import type { Queryable, Tx } from "../db/connect.ts";
import { businesses, files, verificationDocuments, verificationRequests, type BusinessRow, type FileRow, type VerificationRow } from "../db/schema.ts";

export type VerificationStatus = VerificationRow["status"];

export interface VerificationRecord {
  request: VerificationRow;
  documents: FileRow[];
}

export async function findVerification(db: Queryable, businessId: string): Promise<VerificationRecord | undefined> {
  const [request] = await db.select().from(verificationRequests).where(eq(verificationRequests.businessId, businessId)).limit(1);
  if (!request) return undefined;
  return { request, documents: await documentsOf(db, businessId) };
}

export async function lockVerification(tx: Tx, businessId: string): Promise<VerificationRow | undefined> {
  const [row] = await tx.select().from(verificationRequests).where(eq(verificationRequests.businessId, businessId)).for("update");
  return row;
}

/** Stores the request as pending with these documents, replacing any earlier request of the business. */
export async function savePendingRequest(tx: Tx, request: Omit<VerificationRow, "status" | "decidedAt" | "decidedBy" | "reason">, fileIds: readonly string[]): Promise<void> {
  const pending = { ...request, status: "pending" as const, decidedAt: null, decidedBy: null, reason: null };
  await tx.insert(verificationRequests).values(pending).onConflictDoUpdate({ target: verificationRequests.businessId, set: pending });
  await tx.delete(verificationDocuments).where(eq(verificationDocuments.businessId, request.businessId));
  await tx.insert(verificationDocuments).values(fileIds.map((fileId, position) => ({ businessId: request.businessId, position, fileId })));
}

export async function recordDecision(tx: Tx, businessId: string, decision: Pick<VerificationRow, "status" | "decidedAt" | "decidedBy" | "reason">): Promise<void> {
  await tx.update(verificationRequests).set(decision).where(eq(verificationRequests.businessId, businessId));
}

export interface VerificationWithBusiness extends VerificationRecord {
  business: BusinessRow;
}

/** The requests in one status with their businesses, oldest submission first. */
export async function listVerifications(db: Queryable, status: VerificationStatus): Promise<VerificationWithBusiness[]> {
  const rows = await db
    .select({ request: verificationRequests, business: businesses })
    .from(verificationRequests)
    .innerJoin(businesses, eq(businesses.id, verificationRequests.businessId))
    .where(eq(verificationRequests.status, status))
    .orderBy(asc(verificationRequests.submittedAt), asc(verificationRequests.businessId));
  return Promise.all(rows.map(async (row) => ({ ...row, documents: await documentsOf(db, row.business.id) })));
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

async function documentsOf(db: Queryable, businessId: string): Promise<FileRow[]> {
  const rows = await db
    .select({ file: files })
    .from(verificationDocuments)
    .innerJoin(files, eq(files.id, verificationDocuments.fileId))
    .where(eq(verificationDocuments.businessId, businessId))
    .orderBy(asc(verificationDocuments.position));
  return rows.map((row) => row.file);
}
