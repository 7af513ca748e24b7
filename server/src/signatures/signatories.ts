// The signatories as use cases: who signs a letter (the chosen active one, or the active one with the lowest
// number), their list for any staff member, and an administrator's additions, changes and signature images (the one
// upload mechanism, purpose 'signature-image', core's `signature` rule: PNG or JPEG). Facts: core's
// v1.SignatoryAdded / v1.SignatoryChanged on `signatory-<uuid>`, projected into signatories.
import { randomUUID } from "node:crypto";
import { mayManageSignatures, signatoryStream, type SignatoryEvent } from "@ictm/core/domain";
import type { components } from "@ictm/openapi/backoffice.ts";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { Readable } from "node:stream";
import { buffer } from "node:stream/consumers";
import type { Queryable, Tx } from "../db/connect.ts";
import type { FileRow } from "../db/schema.ts";
import { transact } from "../db/transact.ts";
import { appendToStream, lockStreamVersion } from "../events/store.ts";
import { staffActor } from "../events/vocabulary.ts";
import { signaturePolicy } from "../files/policy.ts";
import { sendFile } from "../files/serve.ts";
import { fileUrl } from "../files/store.ts";
import { receiveUpload, saveUpload } from "../files/upload.ts";
import { filesRejected, forbidden, notFound, refuseKind } from "../http/problem.ts";
import type { Services } from "../services.ts";
import type { StaffSession } from "../staff/store.ts";
import { activeSignatoryRows, listSignatoriesWithImages, nextSignatoryNumber, signatoryWithImage, type SignatoryRow, type SignatoryWithImage } from "./signatory-store.ts";

export type SignatoryView = components["schemas"]["Signatory"];
export type SignatoryInput = components["schemas"]["SignatoryInput"];

export interface SigningSignatory {
  readonly id: string;
  readonly number: number;
  readonly name: string;
  readonly title: string;
  readonly image: { readonly fileId: string; readonly sha256: string; readonly mediaType: string } | null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The multipart field of the image upload. */
export const signatureImageField = "FormFile";

/**
 * The signatory who signs: the chosen one (must exist and be active: else 409 `signatory-inactive`), or the active
 * one with the lowest number; none active: 409 `no-active-signatory`.
 */
export async function signatoryForSigning(db: Queryable, signatoryId: string | undefined): Promise<SigningSignatory> {
  if (signatoryId !== undefined) {
    const chosen = UUID.test(signatoryId) ? await signatoryWithImage(db, signatoryId) : undefined;
    if (chosen === undefined || !chosen.signatory.isActive) throw refuseKind("signatory-inactive");
    return signingSignatoryOf(chosen);
  }
  const [first] = await activeSignatoryRows(db);
  if (first === undefined) throw refuseKind("no-active-signatory");
  return signingSignatoryOf(first);
}

export async function activeSignatories(db: Queryable): Promise<SigningSignatory[]> {
  return (await activeSignatoryRows(db)).map(signingSignatoryOf);
}

/**
 * A stored signature image's bytes (PNG or JPEG), by the content's sha256 (what LetterContent.signatory keeps); null
 * when the blob is not there. Read from the content-addressed blobs alone, never the database: letters are drawn
 * inside their callers' transactions, and a second query outside them would wait for ever on one connection (PGlite).
 */
export async function signatureImageBytes(services: Pick<Services, "blobs">, sha256: string): Promise<Buffer | null> {
  if (!/^[0-9a-f]{64}$/.test(sha256)) return null;
  return services.blobs.open(sha256).then(buffer).catch(() => null);
}

/** Every signatory, by number (any staff member: the final approval form offers the active ones). */
export async function listSignatories(services: Services): Promise<SignatoryView[]> {
  return (await listSignatoriesWithImages(services.orm)).map(({ signatory, image }) => presentSignatory(signatory, image));
}

export async function createSignatory(services: Services, session: StaffSession, input: SignatoryInput): Promise<SignatoryView> {
  requireManager(session);
  const id = randomUUID();
  await transact(services.orm, async (tx) => {
    const number = await nextSignatoryNumber(tx);
    const added: SignatoryEvent = { type: "v1.SignatoryAdded", payload: { number, ...valuesOf(input), image: null, by: staffActor(session.staff.id) } };
    await appendToStream(tx, signatoryStream(id), 0, [added], { actor: staffActor(session.staff.id), at: services.clock.now() });
  });
  return viewOf(services.orm, id);
}

/** A new name, title or active state; the image is kept. */
export async function updateSignatory(services: Services, session: StaffSession, signatoryId: string, input: SignatoryInput): Promise<SignatoryView> {
  requireManager(session);
  await change(services, session, signatoryId, (current) => ({ ...valuesOf(input), image: current.image }));
  return viewOf(services.orm, signatoryId);
}

/** A new signature image from the multipart form (`FormFile`); letters already signed keep the one they show. */
export async function uploadSignatoryImage(services: Services, session: StaffSession, signatoryId: string, request: FastifyRequest): Promise<SignatoryView> {
  requireManager(session);
  if ((await signatoryWithImage(services.orm, signatoryId)) === undefined) throw notFound();
  const upload = await receiveUpload(request, { policy: signaturePolicy, files: { [signatureImageField]: 1 }, fields: {} });
  const [file] = upload.files;
  if (file === undefined) throw filesRejected(400);
  await change(services, session, signatoryId, async (current, tx) => {
    const stored = await saveUpload(tx, services, file, { ownerStaff: session.staff.id, purpose: "signature-image" });
    return { name: current.name, title: current.title, isActive: current.isActive, image: filePayloadOf(stored) };
  });
  return viewOf(services.orm, signatoryId);
}

/** The signature image's bytes for any staff member; 404 when the signatory is unknown or has no image. */
export async function signatoryImage(services: Services, signatoryId: string, reply: FastifyReply): Promise<Readable> {
  const found = await signatoryWithImage(services.orm, signatoryId);
  if (found?.image == null) throw notFound();
  return sendFile(services, found.image, reply);
}

function requireManager(session: StaffSession): void {
  if (!mayManageSignatures(session.staff.roles)) throw forbidden();
}

type FilePayload = { fileId: string; mediaType: string; size: number; sha256: string };
type Current = { name: string; title: string; isActive: boolean; image: FilePayload | null };

const valuesOf = (input: SignatoryInput) => ({ name: input.name.trim(), title: input.title.trim(), isActive: input.isActive });
const filePayloadOf = (file: FileRow): FilePayload => ({ fileId: file.id, mediaType: file.mediaType, size: file.size, sha256: file.sha256 });

/** Appends a SignatoryChanged made from the signatory as it stands, under its stream's lock; 404 when unknown. */
async function change(services: Services, session: StaffSession, signatoryId: string, next: (current: Current, tx: Tx) => Current | Promise<Current>): Promise<void> {
  await transact(services.orm, async (tx) => {
    const stream = signatoryStream(signatoryId);
    const version = await lockStreamVersion(tx, stream);
    const found = await signatoryWithImage(tx, signatoryId);
    if (found === undefined) throw notFound();
    const { signatory, image } = found;
    const current: Current = { name: signatory.name, title: signatory.title, isActive: signatory.isActive, image: image === null ? null : filePayloadOf(image) };
    const changed: SignatoryEvent = { type: "v1.SignatoryChanged", payload: { ...(await next(current, tx)), by: staffActor(session.staff.id) } };
    await appendToStream(tx, stream, version, [changed], { actor: staffActor(session.staff.id), at: services.clock.now() });
  });
}

const signingSignatoryOf = ({ signatory, image }: SignatoryWithImage): SigningSignatory => ({
  id: signatory.id,
  number: signatory.number,
  name: signatory.name,
  title: signatory.title,
  image: image === null ? null : { fileId: image.id, sha256: image.sha256, mediaType: image.mediaType },
});

async function viewOf(db: Queryable, signatoryId: string): Promise<SignatoryView> {
  const found = await signatoryWithImage(db, signatoryId);
  if (found === undefined) throw notFound();
  return presentSignatory(found.signatory, found.image);
}

export function presentSignatory(row: SignatoryRow, image: FileRow | null): SignatoryView {
  const mediaType = image?.mediaType;
  return {
    id: row.id,
    number: row.number,
    name: row.name,
    title: row.title,
    isActive: row.isActive,
    image: image === null || (mediaType !== "image/png" && mediaType !== "image/jpeg") ? null : { fileId: image.id, mediaType, size: image.size, url: fileUrl(image.id) },
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
