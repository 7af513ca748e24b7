// Signs final letters: at final approval, one approval letter and one appendix per approved expatriate; and one
// letter again (an administrator's "sign again"), superseding the old. Each letter's content is a snapshot of what
// it states (core's LetterContent), hashed over canonical JSON; its token (core's codec) is signed with the active
// key. Answers the v1.LettersSigned fact for the caller to append with its own facts, in its transaction. Never
// appends, never renders.
import { createHash, randomBytes } from "node:crypto";
import { contentHashOf, documentIdOf, encodeToken, LETTER_KINDS, signedBytes, type LetterContent, type PermitEvent, type SignedLetter } from "@ictm/core/domain";
import type { Queryable, Tx } from "../db/connect.ts";
import { countryNames, peopleOf, type LiveState } from "../decisions/person-read.ts";
import { canonicalJson } from "../events/chain.ts";
import type { Services } from "../services.ts";
import { activeSigningKey, type ActiveKey } from "./keys.ts";
import { signatoryForSigning, type SigningSignatory } from "./signatories.ts";

export interface Signer {
  readonly key: ActiveKey;
  readonly signatory: SigningSignatory;
}

/**
 * Who signs (409 no-active-signatory / signatory-inactive) and the active key. Call it before dating the letters:
 * a key made now must not be younger than the letters it signs.
 */
export async function signerFor(tx: Tx, services: Services, signatoryId: string | undefined, actor: string): Promise<Signer> {
  const signatory = await signatoryForSigning(tx, signatoryId);
  return { signatory, key: await activeSigningKey(tx, services, actor) };
}

export interface ApprovalLetters {
  readonly state: LiveState;
  readonly businessName: string;
  /** The remarks final approval is set with. */
  readonly remarks: string;
  /** When final approval was set: the letters' issue time (to the second, as the token holds it). */
  readonly approvedAt: Date;
  readonly by: string;
}

/** The v1.LettersSigned fact of a final approval: an approval letter and an appendix per approved expatriate. */
export async function signApprovalLetters(db: Queryable, signer: Signer, input: ApprovalLetters): Promise<PermitEvent> {
  const { state } = input;
  const approved = peopleOf(state).filter((person) => state.decisions.persons[String(person.index)]?.isApproved === true);
  const nationalities = await countryNames(db, approved.map((person) => person.nationalityCountryId));
  const persons = approved.map(({ index, fullName, nationalityCountryId, passportNumber, dateOfBirth, jobRoleNamePosition }) => ({
    index,
    person: { fullName, nationality: nationalities.get(nationalityCountryId) ?? nationalityCountryId, passportNumber, dateOfBirth, jobRoleNamePosition },
  }));
  const { signatory } = signer;
  const common = {
    reference: state.reference,
    permitType: state.permitType,
    businessName: input.businessName,
    remarks: input.remarks,
    issuedAt: wholeSeconds(input.approvedAt).toISOString(),
    signatory: { number: signatory.number, name: signatory.name, title: signatory.title, imageSha256: signatory.image?.sha256 ?? null },
  };
  const letters = persons.flatMap(({ index, person }) =>
    LETTER_KINDS.map((kind) => {
      // The approval letter states its expatriate; the appendix lists every approved one.
      const content: LetterContent = { ...common, kind, personIndex: index, person, approved: kind === "appendix" ? persons.map((entry) => entry.person) : [] };
      return signLetter(signer.key, { content, signatoryId: signatory.id, supersedes: null });
    }),
  );
  return { type: "v1.LettersSigned", payload: { letters, by: input.by } };
}

/** The v1.LettersSigned fact of a letter signed again: the same content and signatory, issued now with the active key. */
export function signAgain(key: ActiveKey, old: SignedLetter, now: Date, by: string): PermitEvent {
  const content: LetterContent = { ...old.content, issuedAt: wholeSeconds(now).toISOString() };
  return { type: "v1.LettersSigned", payload: { letters: [signLetter(key, { content, signatoryId: old.signatoryId, supersedes: old.documentId })], by } };
}

/** The content hash of a letter (32 hex characters), as its token and its record keep it. */
export const contentHashOfLetter = (content: LetterContent): string => contentHashOf(createHash("sha256").update(canonicalJson(content)).digest());

/** A new document: its id, content hash and token signed with `key`. */
function signLetter(key: ActiveKey, letter: { content: LetterContent; signatoryId: string; supersedes: string | null }): SignedLetter {
  const { content } = letter;
  const documentId = documentIdOf(randomBytes(10));
  const contentHash = contentHashOfLetter(content);
  const claims = {
    keyId: key.keyId,
    documentId,
    contentHash,
    permitType: content.permitType,
    kind: content.kind,
    issuedAt: new Date(content.issuedAt),
    signatoryNumber: content.signatory.number,
  };
  const signed = signedBytes(claims);
  return {
    documentId,
    kind: content.kind,
    personIndex: content.personIndex,
    contentHash,
    keyId: key.keyId,
    signatoryId: letter.signatoryId,
    signatoryNumber: content.signatory.number,
    issuedAt: content.issuedAt,
    token: encodeToken(signed, key.sign(signed)),
    content,
    supersedes: letter.supersedes,
  };
}

const wholeSeconds = (at: Date): Date => new Date(Math.floor(at.getTime() / 1000) * 1000);
