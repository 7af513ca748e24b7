// What an approval letter and its appendix say (set on the page by ./letter-layout.ts): the reference and date,
// the business, the approved expatriate's particulars, the conditions of the permit type, the final approval's
// remarks and the signatory; the appendix lists every approved expatriate. A draft says so in its header, is
// watermarked DRAFT on every page and is not signed. A signed final letter ends with its seal (./letter-seal.ts:
// the QR code, the signatory and how to verify it) instead of the signatory's line and the empty QR box.
import { PERMIT_TYPE_INFO, type PermitType } from "@ictm/core/domain";
import { letterBytes, letterDocument, PageWriter, watermark } from "./letter-layout.ts";
import { drawSeal, placeSeal, type LetterSeal, type PlacedSeal } from "./letter-seal.ts";

export interface LetterPerson {
  readonly fullName: string;
  readonly nationality: string;
  readonly passportNumber: string;
  readonly dateOfBirth: string;
  readonly jobRoleNamePosition: string;
}

export interface LetterFacts {
  readonly reference: string;
  readonly permitType: PermitType;
  readonly businessName: string;
  /** The final approval's remarks ("" when none). */
  readonly remarks: string;
  /** The final approver's name (an unsigned final letter); null for a draft or a signed letter. */
  readonly signatory: string | null;
  /** A signed final letter's seal; null for a draft, and for a final letter approved before letters were signed. */
  readonly seal: LetterSeal | null;
  /** The final approval's date (a signed letter's issue time), or today for a draft. */
  readonly date: Date;
  readonly draft: boolean;
  /** Every approved expatriate (the appendix's table). */
  readonly approved: ReadonlyArray<LetterPerson>;
}

export const DRAFT_HEADER = "DRAFT — not valid";
export const UNSIGNED = "Draft — not signed";
const SIGNING_FOR = "For the Director, ICT Manpower";

/** The conditions each permit type is approved on (fixed text, product decision). */
export const LETTER_CONDITIONS: Readonly<Record<PermitType, ReadonlyArray<string>>> = {
  pvv: [
    "The visit is limited to the purpose and the period stated in the application.",
    "The expatriate shall not take up paid employment in Brunei Darussalam under this approval.",
    "The business shall inform the ICT Manpower office of any change to the visit.",
  ],
  sawp: [
    "The expatriate shall work only for the business named in this letter, in the job role stated.",
    "The business shall keep a local understudy and report on the transfer of skills when asked.",
    "The approval lapses if the employment ends; the business shall inform the ICT Manpower office within 14 days.",
  ],
  lpa: [
    "The professional shall work only for the business named in this letter, in the job role stated.",
    "The business shall continue to advertise the vacancy to local candidates as agreed.",
    "The approval lapses if the employment ends; the business shall inform the ICT Manpower office within 14 days.",
  ],
};

/** A YYYY-MM-DD date as the letter writes dates ("12 April 1988"); anything else as it is. */
const birthDateText = (day: string): string => (/^\d{4}-\d{2}-\d{2}$/.test(day) ? new Date(`${day}T00:00:00Z`).toLocaleDateString("en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }) : day);

const dateText = (date: Date): string => date.toLocaleDateString("en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: "Asia/Brunei" });

function opening(writer: PageWriter, facts: LetterFacts, title: string): void {
  writer.line(`Reference: ${facts.reference}`, { bold: true });
  writer.line(`Date: ${dateText(facts.date)}`, { after: 12 });
  writer.line(facts.businessName, { bold: true, after: 12 });
  writer.line(title, { size: 14, bold: true, after: 10 });
}

function closing(writer: PageWriter, facts: LetterFacts, seal: PlacedSeal | null): void {
  writer.line("Conditions", { bold: true, after: 2 });
  LETTER_CONDITIONS[facts.permitType].forEach((condition, index) => writer.paragraph(`${index + 1}. ${condition}`, { size: 10 }));
  writer.line("", { after: 6 });
  if (facts.remarks !== "") {
    writer.line("Remarks", { bold: true, after: 2 });
    writer.paragraph(facts.remarks, { size: 10, after: 10 });
  }
  if (seal !== null) {
    drawSeal(writer.lastPage, writer.fonts, seal);
    return;
  }
  writer.line(SIGNING_FOR, { after: 18 });
  writer.line(facts.signatory ?? UNSIGNED, { bold: true });
  writer.qrBox();
}

async function finish(facts: LetterFacts, write: (writer: PageWriter, seal: PlacedSeal | null) => void, title: string): Promise<Buffer> {
  // A final letter is dated by its facts, so the same letter renders to the same bytes.
  const { pdf, fonts } = await letterDocument(title, facts.draft ? undefined : facts.date);
  const seal = facts.seal === null ? null : await placeSeal(pdf, facts.seal);
  write(new PageWriter(pdf, fonts, facts.draft ? DRAFT_HEADER : ""), seal);
  if (facts.draft) watermark(pdf, fonts.bold);
  return letterBytes(pdf);
}

/** The approval letter of one approved expatriate. */
export function approvalLetter(facts: LetterFacts, person: LetterPerson): Promise<Buffer> {
  const title = `Approval of expatriate: ${person.fullName}`;
  return finish(facts, (writer, seal) => {
    opening(writer, facts, title);
    writer.paragraph(`The ICT Manpower office approves the ${PERMIT_TYPE_INFO[facts.permitType].name} application ${facts.reference} of ${facts.businessName} for the expatriate below.`, { after: 8 });
    writer.table(
      [
        ["Full name", person.fullName],
        ["Nationality", person.nationality],
        ["Passport number", person.passportNumber],
        ["Date of birth", birthDateText(person.dateOfBirth)],
        ["Job role", person.jobRoleNamePosition],
        ["Permit type", `${PERMIT_TYPE_INFO[facts.permitType].name} (${PERMIT_TYPE_INFO[facts.permitType].abbreviation})`],
      ],
      [0.3, 0.7],
    );
    closing(writer, facts, seal);
  }, title);
}

/** The appendix: every approved expatriate of the application, and the conditions. */
export function appendix(facts: LetterFacts): Promise<Buffer> {
  const title = `Appendix to ${facts.reference}`;
  return finish(facts, (writer, seal) => {
    opening(writer, facts, title);
    const rows = facts.approved.map((person) => [person.fullName, person.passportNumber, person.nationality, person.jobRoleNamePosition]);
    writer.table([["Name", "Passport", "Nationality", "Job role"], ...rows], [0.3, 0.2, 0.2, 0.3], { header: true });
    closing(writer, facts, seal);
  }, title);
}
