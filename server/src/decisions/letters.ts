// The approval letters and appendices as files: for an approved expatriate only (404 otherwise); the final ones
// once final approval is set (409 final-approval-not-set before), dated that day and signed by the final approver;
// the drafts any time, dated today, watermarked and unsigned. Named `<REFERENCE>-<index+1>-approval-letter[-draft].pdf`
// and `…-appendix[-draft].pdf`. Also every approved expatriate's final letter and appendix, for the notifications.
import type { Queryable } from "../db/connect.ts";
import { notFound, refuseKind } from "../http/problem.ts";
import type { Services } from "../services.ts";
import type { StaffSession } from "../staff/store.ts";
import { staffNames } from "../board/discussion-store.ts";
import { appendix, approvalLetter, type LetterFacts } from "./letter-content.ts";
import { peopleOf, personViews, readForDecisions, type DecisionRead, type ExpatPersonView, type LiveState } from "./person-read.ts";

export type LetterKind = "approval-letter" | "appendix";

export interface LetterFile {
  readonly filename: string;
  readonly bytes: Buffer;
}

export const letterName = (reference: string, index: number, kind: LetterKind, draft: boolean): string =>
  `${reference}-${index + 1}-${kind}${draft ? "-draft" : ""}.pdf`;

/** What every letter of the application says, draft or final (`now` dates a draft). */
async function letterFacts(db: Queryable, read: Pick<DecisionRead, "facts" | "state" | "businessName">, people: readonly ExpatPersonView[], draft: boolean, now: Date): Promise<LetterFacts> {
  const { finalApproval } = read.state.decisions;
  const approver = finalApproval.by === null ? undefined : (await staffNames(db, [finalApproval.by])).get(finalApproval.by.replace(/^staff:/, ""));
  return {
    reference: read.state.reference,
    permitType: read.state.permitType,
    businessName: read.businessName,
    remarks: finalApproval.remarks,
    signatory: draft ? null : (approver ?? "Former staff member"),
    date: draft || finalApproval.approvedAt === null ? now : new Date(finalApproval.approvedAt),
    draft,
    approved: people.filter((person) => person.isApproved),
  };
}

const render = (kind: LetterKind, facts: LetterFacts, person: ExpatPersonView): Promise<Buffer> =>
  kind === "approval-letter" ? approvalLetter(facts, person) : appendix(facts);

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
  if (!request.draft && read.state.decisions.finalApproval.approvedAt === null) throw refuseKind("final-approval-not-set");
  const facts = await letterFacts(db, read, people, request.draft, services.clock.now());
  return { filename: letterName(read.state.reference, person.index, request.kind, request.draft), bytes: await render(request.kind, facts, person) };
}

const FINAL_KINDS: readonly LetterKind[] = ["approval-letter", "appendix"];

/** The names of every approved expatriate's final letter and appendix, in the order finalDocuments makes them. */
export const finalDocumentNames = (state: LiveState): string[] =>
  peopleOf(state)
    .filter((person) => state.decisions.persons[String(person.index)]?.isApproved === true)
    .flatMap((person) => FINAL_KINDS.map((kind) => letterName(state.reference, person.index, kind, false)));

/** Every approved expatriate's final letter and appendix (final approval is set: the caller checked). */
export async function finalDocuments(db: Queryable, read: Pick<DecisionRead, "facts" | "state" | "businessName">, now: Date): Promise<LetterFile[]> {
  const people = await personViews(db, read);
  const facts = await letterFacts(db, read, people, false, now);
  const files: LetterFile[] = [];
  for (const person of people.filter((candidate) => candidate.isApproved)) {
    for (const kind of FINAL_KINDS) {
      files.push({ filename: letterName(read.state.reference, person.index, kind, false), bytes: await render(kind, facts, person) });
    }
  }
  return files;
}
