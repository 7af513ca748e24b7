// Use cases of a Business on its application's documents: upload one (as sent, or as a PDF: an image becomes a
// one-page PDF), and delete one. The file goes through the one upload mechanism (document policy, type read from
// the content); the stored file and its fact are written in one transaction, at the stream's current version.
import { deletePermitFile, uploadPermitFile } from "@ictm/core/domain";
import type { FastifyRequest } from "fastify";
import type { BusinessRow, FileRow } from "../db/schema.ts";
import { transact } from "../db/transact.ts";
import { memberActor } from "../events/vocabulary.ts";
import { sanitiseFileName } from "../files/names.ts";
import { documentPolicy } from "../files/policy.ts";
import { receiveUpload, saveUpload, type AcceptedFile } from "../files/upload.ts";
import { filesRejected } from "../http/problem.ts";
import type { Services } from "../services.ts";
import { appendVerdict, lockOwnPermit, refusalProblem } from "./aggregate.ts";
import { imageToPdf } from "./image-pdf.ts";
import { requireOwnPermit } from "./record.ts";

export const uploadField = "File";

/** The file as stored: a PNG or JPEG sent to the PDF call becomes a PDF named like it. */
async function asStored(file: AcceptedFile, pdf: boolean): Promise<AcceptedFile> {
  if (!pdf || file.mediaType === "application/pdf" || file.mediaType === "image/webp") return file;
  const name = sanitiseFileName(file.name.replace(/\.[^.]*$/, ""), "application/pdf");
  const bytes = await imageToPdf(file.bytes, file.mediaType, name);
  return { field: file.field, mediaType: "application/pdf", bytes, name };
}

/** Stores one document for an application the Business may edit; answers the file and the application's version. */
export async function uploadDocument(services: Services, business: BusinessRow, id: string, request: FastifyRequest, options: { pdf: boolean }): Promise<{ file: FileRow; uploadedAt: Date; version: number }> {
  await requireOwnPermit(services.orm, id, business.id);
  const upload = await receiveUpload(request, { policy: documentPolicy, files: { [uploadField]: 1 }, fields: {} });
  const [received] = upload.files;
  if (received === undefined) throw filesRejected(400);
  const file = await asStored(received, options.pdf);
  const by = memberActor(business.memberId);
  return transact(services.orm, async (tx) => {
    const locked = await lockOwnPermit(tx, id, business.id);
    // Asked before the file is stored; the decider below stays the one that decides.
    const allowed = uploadPermitFile(locked.state, { fileId: "", name: file.name, mediaType: file.mediaType, by });
    if (!allowed.ok) throw refusalProblem(allowed.refusal);
    const stored = await saveUpload(tx, services, file, { owner: business.memberId, purpose: "permit-document" });
    const verdict = uploadPermitFile(locked.state, { fileId: stored.id, name: stored.name, mediaType: stored.mediaType, by });
    const version = await appendVerdict(tx, services, locked, locked.version, verdict, by);
    return { file: stored, uploadedAt: stored.createdAt, version };
  });
}

/** Removes a document from an application the Business may edit; a file it does not hold is not found. */
export async function deleteDocument(services: Services, business: BusinessRow, id: string, fileId: string): Promise<number> {
  const by = memberActor(business.memberId);
  return transact(services.orm, async (tx) => {
    const locked = await lockOwnPermit(tx, id, business.id);
    return appendVerdict(tx, services, locked, locked.version, deletePermitFile(locked.state, { fileId, by }), by);
  });
}
