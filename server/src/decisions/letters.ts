// The approval letters and appendices as files: for an approved expatriate only (404 otherwise); the final ones
// once final approval is set (409 final-approval-not-set before), the drafts any time, dated today, watermarked
// and unsigned. A final letter is rendered from its signed letter in force (what was signed, with its QR code: never
// today's state); one revoked and not signed again is 409 letter-already-revoked. An application given final
// approval before letters were signed keeps its unsigned final letters, dated that day and naming the final
// approver. Named `<REFERENCE>-<index+1>-approval-letter[-draft].pdf` and `…-appendix[-draft].pdf`. Also every
// final letter and appendix in force, for the notifications.
import { documentReference, LETTER_KINDS, lettersInForce, type SignedLetter } from "@ictm/core/domain";
import type { Queryable } from "../db/connect.ts";
import { notFound, refuseKind } from "../http/problem.ts";
import type { Services } from "../services.ts";
import type { StaffSession } from "../staff/store.ts";
import { staffNames } from "../board/discussion-store.ts";
import { letterQr, verifyAddressOf } from "../signatures/qr.ts";
import { signatureImageBytes } from "../signatures/signatories.ts";
import type { TimedFact } from "./evaluation-present.ts";
import { appendix, approvalLetter, type LetterFacts, type LetterPerson } from "./letter-content.ts";
import { peopleOf, personViews, readForDecisions, type DecisionRead, type ExpatPersonView, type LiveState } from "./person-read.ts";

export type LetterKind = SignedLetter["kind"];

export interface LetterFile {
  readonly filename: string;
  readonly bytes: Buffer;
}

export const letterName = (reference: string, index: number, kind: LetterKind, draft: boolean): string =>
  `${reference}-${index + 1}-${kind}${draft ? "-draft" : ""}.pdf`;

export interface LetterRequest {
  readonly type: string;
  readonly applicationId: string;
  readonly personIndex: number;
  readonly kind: LetterKind;
  readonly draft: boolean;
}

/** One letter or appendix of an approved expatriate, as the caller may read it. */
export async function downloadLetter(services: Services, session: StaffSession, request: LetterRequest): Promise<LetterFile> {
  const db = services.orm;
  const read = await readForDecisions(db, session, request.applicationId, request.type);
  const people = await personViews(db, read);
  const person = people[request.personIndex];
  if (person === undefined || !person.isApproved) throw notFound();
  const filename = letterName(read.state.reference, person.index, request.kind, request.draft);
  if (!request.draft && read.state.decisions.finalApproval.approvedAt === null) throw refuseKind("final-approval-not-set");
  if (!request.draft && hasSignedLetters(read.state)) {
    const letter = signedLettersInForce(read).find((candidate) => candidate.personIndex === person.index && candidate.kind === request.kind);
    if (letter === undefined) throw refuseKind("letter-already-revoked");
    return { filename, bytes: await renderSigned(services, letter) };
  }
  const facts = await unsignedFacts(db, read, people, request.draft, services.clock.now());
  return { filename, bytes: await render(request.kind, facts, person) };
}

/** The names of the final letters and appendices in force, in the order finalDocuments makes them. */
export const finalDocumentNames = (read: Pick<DecisionRead, "facts" | "state">): string[] =>
  hasSignedLetters(read.state)
    ? signedLettersInForce(read).map((letter) => letterName(read.state.reference, letter.personIndex, letter.kind, false))
    : approvedIndexes(read.state).flatMap((index) => LETTER_KINDS.map((kind) => letterName(read.state.reference, index, kind, false)));

/** Every final letter and appendix in force (final approval is set: the caller checked). */
export async function finalDocuments(services: Services, db: Queryable, read: Pick<DecisionRead, "facts" | "state" | "businessName">): Promise<LetterFile[]> {
  const { reference } = read.state;
  if (hasSignedLetters(read.state)) {
    const files: LetterFile[] = [];
    for (const letter of signedLettersInForce(read)) files.push({ filename: letterName(reference, letter.personIndex, letter.kind, false), bytes: await renderSigned(services, letter) });
    return files;
  }
  const people = (await personViews(db, read)).filter((person) => person.isApproved);
  const facts = await unsignedFacts(db, read, people, false, services.clock.now());
  const files: LetterFile[] = [];
  for (const person of people) {
    for (const kind of LETTER_KINDS) files.push({ filename: letterName(reference, person.index, kind, false), bytes: await render(kind, facts, person) });
  }
  return files;
}

/** Whether the application's final letters are signed ones (every final approval set since e-signatures is). */
export const hasSignedLetters = (state: LiveState): boolean => Object.keys(state.decisions.letters).length > 0;

/**
 * The application's signed letters in force (not revoked, not replaced), as signed, by person and kind. Read from
 * its v1.LettersSigned facts: what a letter states is in the fact that signed it.
 */
export function signedLettersInForce(read: Pick<DecisionRead, "facts" | "state">): SignedLetter[] {
  const inForce = new Set(lettersInForce(read.state.decisions));
  return read.facts
    .flatMap(({ event }) => (event.type === "v1.LettersSigned" ? event.payload.letters.filter((letter) => inForce.has(letter.documentId)) : []))
    .sort((a, b) => a.personIndex - b.personIndex || LETTER_KINDS.indexOf(a.kind) - LETTER_KINDS.indexOf(b.kind));
}

/** The letters signed since final approval was last set (empty while it is not set), oldest first. */
export function lettersOfCurrentApproval(facts: readonly TimedFact[], state: LiveState): SignedLetter[] {
  if (state.decisions.finalApproval.approvedAt === null) return [];
  const since = facts.findLastIndex(({ event }) => event.type === "v1.FinalApprovalSet");
  return facts.slice(since + 1).flatMap(({ event }) => (event.type === "v1.LettersSigned" ? event.payload.letters : []));
}

/**
 * A signed letter's PDF: its stored content, dated its issue, with its seal (QR code, signatory, reference). Reads
 * no table (the signature image is a blob by its hash), so it is safe inside a caller's transaction.
 */
export async function renderSigned(services: Pick<Services, "config" | "blobs">, letter: SignedLetter): Promise<Buffer> {
  const { content } = letter;
  const { publicUrl } = services.config;
  const image = content.signatory.imageSha256 === null ? null : await signatureImageBytes(services, content.signatory.imageSha256);
  const facts: LetterFacts = {
    reference: content.reference,
    permitType: content.permitType,
    businessName: content.businessName,
    remarks: content.remarks,
    signatory: null,
    seal: {
      documentReference: documentReference(letter.documentId),
      token: letter.token,
      keyId: letter.keyId,
      verifyAddress: verifyAddressOf(publicUrl),
      qr: letterQr(publicUrl, letter.token),
      signatory: { name: content.signatory.name, title: content.signatory.title, image },
    },
    date: new Date(content.issuedAt),
    draft: false,
    approved: content.approved,
  };
  return render(content.kind, facts, content.person);
}

const render = (kind: LetterKind, facts: LetterFacts, person: LetterPerson): Promise<Buffer> =>
  kind === "approval-letter" ? approvalLetter(facts, person) : appendix(facts);

const approvedIndexes = (state: LiveState): number[] =>
  peopleOf(state)
    .filter((person) => state.decisions.persons[String(person.index)]?.isApproved === true)
    .map((person) => person.index);

/** What an unsigned letter (a draft, or a final letter approved before signing) says; `now` dates a draft. */
async function unsignedFacts(db: Queryable, read: Pick<DecisionRead, "state" | "businessName">, people: readonly ExpatPersonView[], draft: boolean, now: Date): Promise<LetterFacts> {
  const { finalApproval } = read.state.decisions;
  const approver = finalApproval.by === null ? undefined : (await staffNames(db, [finalApproval.by])).get(finalApproval.by.replace(/^staff:/, ""));
  return {
    reference: read.state.reference,
    permitType: read.state.permitType,
    businessName: read.businessName,
    remarks: finalApproval.remarks,
    signatory: draft ? null : (approver ?? "Former staff member"),
    seal: null,
    date: draft || finalApproval.approvedAt === null ? now : new Date(finalApproval.approvedAt),
    draft,
    approved: people.filter((person) => person.isApproved),
  };
}
