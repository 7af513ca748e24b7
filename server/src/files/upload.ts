// The one way an upload enters the portal. `receiveUpload` reads the multipart form within its limits and
// accepts each file only when its content is of an allowed type (and, for images, decodes); `saveUpload` then
// stores the bytes content-addressed and records the file for its owner and purpose, in the caller's transaction.
//
//   const { files, fields } = await receiveUpload(request, { policy: picturePolicy, files: { FormFile: 1 }, fields: {} });
//   const row = await saveUpload(tx, services, files[0], { owner: memberId, purpose: "profile-picture" });
import type { FastifyRequest } from "fastify";
import type { Tx } from "../db/connect.ts";
import type { FileRow } from "../db/schema.ts";
import { filesRejected } from "../http/problem.ts";
import type { Services } from "../services.ts";
import { detectType } from "./detect.ts";
import { decodedDimensions } from "./images.ts";
import { sanitiseFileName } from "./names.ts";
import type { FilePurpose, MediaType, UploadPolicy } from "./policy.ts";
import { receiveForm, type FormSpec } from "./receive.ts";
import { insertFile, newFileId } from "./store.ts";

export interface UploadSpec {
  policy: UploadPolicy;
  /** The file fields and how many files each may hold. */
  files: FormSpec["files"];
  /** The text fields and their largest size in bytes. */
  fields: FormSpec["fields"];
}

export interface AcceptedFile {
  field: string;
  name: string;
  mediaType: MediaType;
  bytes: Buffer;
}

export interface ReceivedUpload {
  files: AcceptedFile[];
  fields: Record<string, string>;
}

export async function receiveUpload(request: FastifyRequest, spec: UploadSpec): Promise<ReceivedUpload> {
  const form = await receiveForm(request, { files: spec.files, fields: spec.fields, maxFileBytes: spec.policy.maxBytes });
  const files: AcceptedFile[] = [];
  for (const file of form.files) {
    const mediaType = await acceptedType(file.bytes, spec.policy);
    if (mediaType === null) throw filesRejected(400);
    files.push({ field: file.field, name: sanitiseFileName(file.filename, mediaType), mediaType, bytes: file.bytes });
  }
  return { files, fields: form.fields };
}

/** The file's type when the policy accepts it: a listed type read from the content, and an image that decodes. */
export async function acceptedType(bytes: Buffer, policy: UploadPolicy): Promise<MediaType | null> {
  if (bytes.length === 0 || bytes.length > policy.maxBytes) return null;
  const type = detectType(bytes);
  if (type === null || !policy.accepts.includes(type)) return null;
  if (type !== "application/pdf" && (await decodedDimensions(bytes, type, policy)) === null) return null;
  return type;
}

/** `owner`: the member who uploads; `ownerStaff`: the staff member instead (board attachments). */
export async function saveUpload(tx: Tx, services: Services, file: AcceptedFile, owner: { owner: string; purpose: FilePurpose } | { ownerStaff: string; purpose: FilePurpose }): Promise<FileRow> {
  const sha256 = await services.blobs.put(file.bytes);
  return insertFile(tx, {
    id: newFileId(),
    sha256,
    mediaType: file.mediaType,
    size: file.bytes.length,
    name: file.name,
    ...("owner" in owner ? { ownerMemberId: owner.owner } : { ownerStaffId: owner.ownerStaff }),
    purpose: owner.purpose,
    createdAt: services.clock.now(),
  });
}
