// The verdict on a signature token: three checks, each with its result and reason, as OpenCerts and TradeTrust
// check a document (integrity, issuer, status), and what the person holding the letter should do. The one source
// of these words: the server's verifications, the results page's offline verdict and the CLI read them here. The
// signature itself is checked by the caller (node:crypto on the server, WebCrypto in a browser) and passed in as
// `signatureValid`. Pure.
import { formatDateTime } from "../dates/format.ts";
import type { PermitType } from "../permits/permit-types.ts";
import { documentReference, type DecodedToken, type LetterKind, type TokenProblem, type TokenReading } from "./token.ts";

export type CheckResult = "passed" | "failed" | "not-checked";
export type Verdict = "valid" | "invalid" | "revoked";

export interface SignatureCheck {
  readonly result: CheckResult;
  readonly reason: string;
}

/** A signing key as a verifier knows it (ours, from the database or the published keys). */
export interface KnownKey {
  readonly keyId: string;
  readonly createdAt: Date;
  readonly retiredAt: Date | null;
  readonly revokedAt: Date | null;
  readonly revocationReason: string | null;
}

/** What our records say of the letter, when we have it (the server always; offline only the revocation list). */
export interface LetterStatus {
  /** Whether a record of the letter was found at all (offline: undefined, not known). */
  readonly recorded: boolean | undefined;
  readonly contentHashMatches: boolean;
  readonly revokedAt: Date | null;
  readonly revocationReason: string | null;
  /** The document reference of the letter that replaced it, and when. */
  readonly supersededBy: { readonly documentReference: string; readonly at: Date } | null;
}

export interface SignatureParticulars {
  readonly documentReference: string;
  readonly documentKind: LetterKind;
  readonly permitType: PermitType;
  readonly issuedAt: Date;
  readonly keyId: string;
  readonly signatoryNumber: number;
}

export interface SignatureJudgement {
  readonly verdict: Verdict;
  readonly summary: string;
  readonly advice: string;
  readonly checks: { readonly integrity: SignatureCheck; readonly issuer: SignatureCheck; readonly status: SignatureCheck };
  readonly particulars: SignatureParticulars | null;
}

/** Dates as the screens show them (Brunei time). */
const dateText = (date: Date): string => formatDateTime(date);

export const TOKEN_PROBLEM_TEXTS: Readonly<Record<TokenProblem, string>> = {
  empty: "No signature token was given.",
  "not-a-token": "This is not a signature token of the ICT Manpower office: it holds characters a token never has.",
  "wrong-length": "This signature token is the wrong length: it may have been cut short or copied incompletely.",
  "unknown-version": "This signature token is of a version we do not issue.",
  "bad-field": "This signature token holds a value no letter of ours has.",
};

export const SIGNATURE_TEXTS = {
  notChecked: "Not checked, because an earlier check failed.",
  integrityPassed: "The signature is valid for the letter's particulars: nothing in the token was changed.",
  integrityFailed: "The signature does not match the letter's particulars: the token was changed or damaged.",
  integrityNoKey: "No key of ours has this id, so the signature cannot be checked.",
  issuerPassed: (keyId: string) => `Signed with the ICT Manpower office's key ${keyId}, which was in use when the letter was issued.`,
  issuerUnknownKey: (keyId: string) => `The key ${keyId} is not one of the ICT Manpower office's keys.`,
  issuerRevokedKey: (keyId: string, at: Date, reason: string | null) =>
    `The key ${keyId} was revoked on ${dateText(at)}${reason === null || reason === "" ? "" : `: ${reason}`}. Letters signed with it are no longer trusted.`,
  issuerNotInUse: (keyId: string) => `The key ${keyId} was not in use on the date the letter claims to have been issued.`,
  issuerFuture: "The letter claims to have been issued in the future.",
  statusPassed: "The letter is in force: it has not been revoked or replaced.",
  statusUnrecorded: "We have no record of issuing this letter.",
  statusHashMismatch: "Our record of this letter does not match the token.",
  statusRevoked: (at: Date, reason: string | null) => `Revoked on ${dateText(at)}${reason === null || reason === "" ? "" : `: ${reason}`}.`,
  statusSuperseded: (reference: string, at: Date) => `Replaced by letter ${reference} on ${dateText(at)}.`,
  statusOffline: "Checked against the list of revoked letters we last fetched: no revocation listed.",
  summaries: {
    valid: "This letter is genuine and in force.",
    invalid: "This letter could not be verified.",
    revoked: "This letter is genuine but no longer in force.",
  } satisfies Record<Verdict, string>,
  advice: {
    valid: "Compare the particulars below with the letter in your hand: the reference, the dates and the names must be the same.",
    invalid:
      "Do not rely on this letter. Scan the QR code again, or enter the token printed with it; if it still fails, contact the ICT Manpower office with the letter's reference.",
    revoked: "Do not rely on this letter. Ask the holder for the letter that replaced it, or contact the ICT Manpower office with its reference.",
  } satisfies Record<Verdict, string>,
} as const;

const passed = (reason: string): SignatureCheck => ({ result: "passed", reason });
const failed = (reason: string): SignatureCheck => ({ result: "failed", reason });
const notChecked = (reason: string = SIGNATURE_TEXTS.notChecked): SignatureCheck => ({ result: "not-checked", reason });

const particularsOf = (token: DecodedToken): SignatureParticulars => ({
  documentReference: documentReference(token.claims.documentId),
  documentKind: token.claims.kind,
  permitType: token.claims.permitType,
  issuedAt: token.claims.issuedAt,
  keyId: token.claims.keyId,
  signatoryNumber: token.claims.signatoryNumber,
});

const judged = (verdict: Verdict, checks: SignatureJudgement["checks"], particulars: SignatureParticulars | null): SignatureJudgement => ({
  verdict,
  summary: SIGNATURE_TEXTS.summaries[verdict],
  advice: SIGNATURE_TEXTS.advice[verdict],
  checks,
  particulars,
});

/** How much later than `now` an issue time may be (clocks differ a little). */
const CLOCK_SKEW_MS = 5 * 60 * 1000;

export interface JudgeInput {
  readonly reading: TokenReading;
  /** The key the token names, when it is one of ours. */
  readonly key: KnownKey | undefined;
  /** Whether the signature verifies with that key (undefined when there is no key to check with). */
  readonly signatureValid: boolean | undefined;
  readonly letter: LetterStatus;
  readonly now: Date;
}

/**
 * The verdict: invalid when the token is malformed, the signature fails, the key is not ours, was revoked or was not
 * in use when the letter says it was issued, or we have no matching record; revoked when a genuine letter was revoked
 * or replaced; valid otherwise.
 */
export const judgeSignature = (input: JudgeInput): SignatureJudgement => {
  if (!input.reading.ok) {
    return judged("invalid", { integrity: failed(TOKEN_PROBLEM_TEXTS[input.reading.problem]), issuer: notChecked(), status: notChecked() }, null);
  }
  const { token } = input.reading;
  const particulars = particularsOf(token);
  const { keyId, issuedAt } = token.claims;
  const key = input.key;
  if (key === undefined) {
    return judged("invalid", { integrity: notChecked(SIGNATURE_TEXTS.integrityNoKey), issuer: failed(SIGNATURE_TEXTS.issuerUnknownKey(keyId)), status: notChecked() }, particulars);
  }
  const integrity = input.signatureValid === true ? passed(SIGNATURE_TEXTS.integrityPassed) : failed(SIGNATURE_TEXTS.integrityFailed);
  const issuer =
    key.revokedAt !== null
      ? failed(SIGNATURE_TEXTS.issuerRevokedKey(keyId, key.revokedAt, key.revocationReason))
      : issuedAt.getTime() > input.now.getTime() + CLOCK_SKEW_MS
        ? failed(SIGNATURE_TEXTS.issuerFuture)
        : issuedAt.getTime() + 1000 < key.createdAt.getTime() || (key.retiredAt !== null && issuedAt.getTime() > key.retiredAt.getTime())
          ? failed(SIGNATURE_TEXTS.issuerNotInUse(keyId))
          : passed(SIGNATURE_TEXTS.issuerPassed(keyId));
  if (integrity.result !== "passed" || issuer.result !== "passed") return judged("invalid", { integrity, issuer, status: notChecked() }, particulars);
  const { letter } = input;
  if (letter.recorded === false) return judged("invalid", { integrity, issuer, status: failed(SIGNATURE_TEXTS.statusUnrecorded) }, particulars);
  if (letter.recorded === true && !letter.contentHashMatches) return judged("invalid", { integrity, issuer, status: failed(SIGNATURE_TEXTS.statusHashMismatch) }, particulars);
  if (letter.revokedAt !== null) return judged("revoked", { integrity, issuer, status: failed(SIGNATURE_TEXTS.statusRevoked(letter.revokedAt, letter.revocationReason)) }, particulars);
  if (letter.supersededBy !== null) {
    return judged("revoked", { integrity, issuer, status: failed(SIGNATURE_TEXTS.statusSuperseded(letter.supersededBy.documentReference, letter.supersededBy.at)) }, particulars);
  }
  return judged("valid", { integrity, issuer, status: passed(letter.recorded === undefined ? SIGNATURE_TEXTS.statusOffline : SIGNATURE_TEXTS.statusPassed) }, particulars);
};
