// The administrators' signed letters: the list (search, newest first, paged), revoking one letter with a reason,
// and signing one again with the active key (a new document with the same content, issued now, superseding the
// old). Who may: core's mayManageSignatures (403 otherwise, before anything is looked up). Only a letter in force
// (core's lettersInForce on its application's stream) is revoked or signed again: 409 letter-already-revoked
// otherwise. The facts go on the application's stream at the version read under its lock.
import { documentIdFromReference, documentReference, lettersInForce, mayManageSignatures, type PageRequest, type PermitEvent } from "@ictm/core/domain";
import type { components } from "@ictm/openapi/backoffice.ts";
import type { Queryable, Tx } from "../db/connect.ts";
import { transact } from "../db/transact.ts";
import { appendToStream } from "../events/store.ts";
import { staffActor } from "../events/vocabulary.ts";
import { forbidden, notFound, refuseKind } from "../http/problem.ts";
import { lockExistingPermit, type ExistingPermit } from "../permits/aggregate.ts";
import type { Services } from "../services.ts";
import type { StaffSession } from "../staff/store.ts";
import { activeSigningKey } from "./keys.ts";
import { findLetter, findListedLetter, listLetters, signedLetterOf, type ListedLetter, type SignedLetterRow } from "./letter-store.ts";
import { signAgain } from "./letter-signing.ts";

export type SignedLetterView = components["schemas"]["SignedLetter"];
export type SignedLetterPageView = components["schemas"]["SignedLetterPage"];

export async function listSignedLetters(db: Queryable, session: StaffSession, words: readonly string[], page: PageRequest): Promise<SignedLetterPageView> {
  requireManager(session);
  const { items, count } = await listLetters(db, words, page);
  return { items: items.map(presentLetter), count, countIsExact: true, pageNumber: page.pageNumber, pageSize: page.pageSize, totalPages: Math.ceil(count / page.pageSize) };
}

/** Revokes one letter in force, with the reason verifiers are shown; answers it revoked. */
export async function revokeSignedLetter(services: Services, session: StaffSession, reference: string, reason: string): Promise<SignedLetterView> {
  requireManager(session);
  return transact(services.orm, async (tx) => {
    const { row, locked } = await letterInForce(tx, reference);
    const by = staffActor(session.staff.id);
    const revoked: PermitEvent = { type: "v1.LettersRevoked", payload: { documentIds: [row.documentId], reason: reason.trim(), by } };
    await appendToStream(tx, locked.stream, locked.version, [revoked], { actor: by, at: services.clock.now() });
    return presentStored(tx, row.documentId);
  });
}

/** Signs a letter in force again with the active key; answers the new letter (the old one is superseded by it). */
export async function reissueSignedLetter(services: Services, session: StaffSession, reference: string): Promise<SignedLetterView> {
  requireManager(session);
  return transact(services.orm, async (tx) => {
    const { row, locked } = await letterInForce(tx, reference);
    const by = staffActor(session.staff.id);
    const key = await activeSigningKey(tx, services, by);
    // Dated after the key is read: a key made just now is never younger than the letter it signs.
    const signed = signAgain(key, signedLetterOf(row), services.clock.now(), by);
    await appendToStream(tx, locked.stream, locked.version, [signed], { actor: by, at: services.clock.now() });
    const successor = signed.type === "v1.LettersSigned" ? signed.payload.letters[0]?.documentId : undefined;
    if (successor === undefined) throw new Error("Signing again made no letter");
    return presentStored(tx, successor);
  });
}

export function presentLetter({ row, keyStatus }: ListedLetter): SignedLetterView {
  const { signatory } = row.content;
  return {
    documentReference: documentReference(row.documentId),
    applicationId: row.applicationId,
    applicationReference: row.reference,
    kind: row.kind,
    personIndex: row.personIndex,
    personName: row.personName,
    businessName: row.businessName,
    permitType: row.permitType,
    keyId: row.keyId,
    keyStatus,
    signatory: { id: row.signatoryId, number: signatory.number, name: signatory.name, title: signatory.title },
    issuedAt: row.issuedAt.toISOString(),
    status: row.revokedAt !== null ? "revoked" : row.supersededBy !== null ? "superseded" : "valid",
    revokedAt: (row.revokedAt ?? row.supersededAt)?.toISOString() ?? null,
    revocationReason: row.revocationReason,
    supersededBy: row.supersededBy === null ? null : documentReference(row.supersededBy),
  };
}

function requireManager(session: StaffSession): void {
  if (!mayManageSignatures(session.staff.roles)) throw forbidden();
}

/** The letter of this reference and its application's stream, locked: 404 unknown, 409 when it is not in force. */
async function letterInForce(tx: Tx, reference: string): Promise<{ row: SignedLetterRow; locked: ExistingPermit }> {
  const documentId = documentIdFromReference(reference);
  const row = documentId === undefined ? undefined : await findLetter(tx, documentId);
  if (row === undefined) throw notFound();
  const locked = await lockExistingPermit(tx, row.applicationId);
  if (!lettersInForce(locked.state.decisions).includes(row.documentId)) throw refuseKind("letter-already-revoked");
  return { row, locked };
}

async function presentStored(db: Queryable, documentId: string): Promise<SignedLetterView> {
  const listed = await findListedLetter(db, documentId);
  if (listed === undefined) throw new Error(`Letter ${documentId} is not in signed_letters: is the letter projector registered?`);
  return presentLetter(listed);
}
