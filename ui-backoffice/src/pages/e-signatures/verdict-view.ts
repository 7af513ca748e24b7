// How the results page presents a verdict: the banner's tone and icon, each check's name, icon and word, and the
// particulars and the record as labelled rows. The words of the verdict itself (summary, reasons, advice) are
// core's (verdict.ts); this only lays them out. Pure.
import { formatDateTime, PERMIT_TYPE_INFO, type CheckResult, type LetterKind, type PermitType, type SignatureVerdict, type Verdict } from "@ictm/core";

type VerdictWord = Verdict;
type CheckWord = CheckResult;
type LetterKindWord = LetterKind;
export type CheckName = keyof SignatureVerdict["checks"];
export type Tone = "success" | "danger" | "warning" | "neutral";
export type IconName = "check" | "cross" | "alert" | "dash";

/** The three checks in the order a verifier reads them. */
export const CHECK_ORDER: readonly CheckName[] = ["integrity", "issuer", "status"];

export const CHECK_NAMES: Readonly<Record<CheckName, string>> = { integrity: "Integrity", issuer: "Issuer", status: "Status" };

/** What each check asks, under its name. */
export const CHECK_QUESTIONS: Readonly<Record<CheckName, string>> = {
  integrity: "Was the token changed since it was signed?",
  issuer: "Was it signed with one of our keys, in use at the time?",
  status: "Is the letter on our records and still in force?",
};

export const CHECK_WORDS: Readonly<Record<CheckWord, string>> = { passed: "Passed", failed: "Failed", "not-checked": "Not checked" };

export const VERDICT_WORDS: Readonly<Record<VerdictWord, string>> = { valid: "Valid", invalid: "Invalid", revoked: "Revoked" };

export const LETTER_KIND_NAMES: Readonly<Record<LetterKindWord, string>> = { "approval-letter": "Approval letter", appendix: "Appendix" };

/** Said under the banner when the server could not be reached and the browser judged the token itself. */
export const OFFLINE_NOTE = "Checked offline with the published keys we last fetched; the revocation list may be out of date.";

/** Valid green, invalid red, revoked amber: the colour only repeats the words. */
export const verdictTone = (verdict: VerdictWord): Tone => (verdict === "valid" ? "success" : verdict === "revoked" ? "warning" : "danger");

export const verdictIcon = (verdict: VerdictWord): IconName => (verdict === "valid" ? "check" : verdict === "revoked" ? "alert" : "cross");

export const checkTone = (result: CheckWord): Tone => (result === "passed" ? "success" : result === "failed" ? "danger" : "neutral");

export const checkIcon = (result: CheckWord): IconName => (result === "passed" ? "check" : result === "failed" ? "cross" : "dash");

export interface Row {
  readonly term: string;
  readonly value: string;
}

export interface ParticularsLike {
  readonly documentReference: string;
  readonly documentKind: LetterKindWord;
  readonly permitType: PermitType;
  readonly issuedAt: string | Date;
  readonly keyId: string;
  readonly signatoryNumber: number;
}

export interface RecordLike {
  readonly applicationReference: string;
  readonly businessName: string;
  readonly personName: string | null;
  readonly signatory: { readonly name: string; readonly title: string } | null;
  readonly revokedAt: string | Date | null;
  readonly revocationReason: string | null;
  readonly supersededBy: string | null;
}

/** What the token states about the letter. */
export function particularsRows(particulars: ParticularsLike): Row[] {
  return [
    { term: "Document reference", value: particulars.documentReference },
    { term: "Letter", value: LETTER_KIND_NAMES[particulars.documentKind] },
    // As the letter itself names it ("Visit permit (PVV)"), so the two read the same.
    { term: "Permit type", value: `${PERMIT_TYPE_INFO[particulars.permitType].name} (${PERMIT_TYPE_INFO[particulars.permitType].abbreviation})` },
    { term: "Issued", value: formatDateTime(particulars.issuedAt) },
    { term: "Signing key", value: particulars.keyId },
    { term: "Signatory", value: `No. ${particulars.signatoryNumber}` },
  ];
}

/** What our records say of the letter (the rows it has). */
export function recordRows(record: RecordLike): Row[] {
  const rows: Row[] = [
    { term: "Application reference", value: record.applicationReference },
    { term: "Business", value: record.businessName },
  ];
  if (record.personName !== null) rows.push({ term: "Person", value: record.personName });
  if (record.signatory !== null) rows.push({ term: "Signed by", value: `${record.signatory.name}, ${record.signatory.title}` });
  if (record.revokedAt !== null) {
    const reason = record.revocationReason === null || record.revocationReason === "" ? "" : `: ${record.revocationReason}`;
    rows.push({ term: "No longer in force since", value: `${formatDateTime(record.revokedAt)}${reason}` });
  }
  if (record.supersededBy !== null) rows.push({ term: "Replaced by", value: record.supersededBy });
  return rows;
}
