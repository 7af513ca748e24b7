// The final approval of an application: read it (remarks, date, approver, who signed its letters and their status,
// the expatriates' tally and what the caller may do now: core's mayDecide and mayResetFinalApproval), save its
// remarks as a draft, set it (the server's clock dates it; the final letters are signed in the same append: one
// approval letter and one appendix per approved expatriate) and reset it (core revokes the letters in force). Core's
// deciders decide; the facts are appended at the stream's current version under its lock, and the final approval
// is answered as it is after them.
import { documentReference, hasStatusStep, mayDecide, mayResetFinalApproval, personTally, resetFinalApproval, saveFinalApprovalDraft, setFinalApproval, type StaffContext } from "@ictm/core/domain";
import type { components } from "@ictm/openapi/backoffice.ts";
import type { Queryable } from "../db/connect.ts";
import { transact } from "../db/transact.ts";
import { notFound } from "../http/problem.ts";
import type { Services } from "../services.ts";
import type { StaffSession } from "../staff/store.ts";
import { appendBoardVerdict, boardProblem, lockOnBoard } from "../board/access.ts";
import { staffNames } from "../board/discussion-store.ts";
import { presentActor } from "../board/present.ts";
import { summaryOfContent } from "../permits/present.ts";
import { signApprovalLetters, signerFor } from "../signatures/letter-signing.ts";
import type { TimedFact } from "./evaluation-present.ts";
import { lettersOfCurrentApproval } from "./letters.ts";
import { readForDecisions, type LiveState } from "./person-read.ts";

export type FinalApprovalView = components["schemas"]["FinalApproval"];
type SignedLetterSummary = components["schemas"]["SignedLetterSummary"];

export async function presentFinalApproval(db: Queryable, state: LiveState, facts: readonly TimedFact[], context: Pick<StaffContext, "roles" | "steps">): Promise<FinalApprovalView> {
  const { remarks, approvedAt, by } = state.decisions.finalApproval;
  const names = { staff: await staffNames(db, [by]), businessName: "" };
  const tally = personTally(state);
  const letters = lettersOfCurrentApproval(facts, state);
  const signer = letters[0];
  return {
    statusStepId: state.board.card?.statusStepId ?? null,
    remarks,
    finalApprovalDateTime: approvedAt,
    approvedBy: by === null || approvedAt === null ? null : presentActor(by, names),
    signatory: signer === undefined ? null : { id: signer.signatoryId, number: signer.signatoryNumber, name: signer.content.signatory.name, title: signer.content.signatory.title },
    letters: letters.map((letter): SignedLetterSummary => {
      const known = state.decisions.letters[letter.documentId];
      const status = known === undefined || known.revoked ? "revoked" : known.supersededBy !== null ? "superseded" : "valid";
      return { documentReference: documentReference(letter.documentId), kind: letter.kind, personIndex: letter.personIndex, issuedAt: letter.issuedAt, status };
    }),
    persons: { ...tally },
    canDecide: mayDecide(state, context, "final-approval") && approvedAt === null,
    canReset: mayResetFinalApproval(state, context) && approvedAt !== null,
    canNotify: mayDecide(state, context, "notify-final") && approvedAt !== null,
  };
}

export async function readFinalApproval(db: Queryable, session: StaffSession, applicationId: string): Promise<FinalApprovalView> {
  const read = await readForDecisions(db, session, applicationId);
  return presentFinalApproval(db, read.state, read.facts, read.context);
}

export type FinalApprovalChange =
  | { readonly action: "save"; readonly statusStepId: string; readonly remarks: string }
  | { readonly action: "set"; readonly statusStepId: string; readonly remarks: string; readonly signatoryId: string | undefined }
  | { readonly action: "reset" };

/** Saves the remarks as a draft, sets the final approval (signing its letters) or resets it; answers the final approval after. */
export async function changeFinalApproval(services: Services, session: StaffSession, applicationId: string, change: FinalApprovalChange): Promise<FinalApprovalView> {
  return transact(services.orm, async (tx) => {
    const on = await lockOnBoard(tx, session, applicationId);
    const { state } = on.locked;
    if (change.action === "reset") {
      await appendBoardVerdict(tx, services, on, resetFinalApproval(state, on.context));
    } else {
      // A status step of another application is not found under this one.
      if (!hasStatusStep(state.board, change.statusStepId)) throw notFound();
      const input = { statusStepId: change.statusStepId, remarks: change.remarks.trim() };
      if (change.action === "save") {
        await appendBoardVerdict(tx, services, on, saveFinalApprovalDraft(state, on.context, input));
      } else {
        // Core's refusals come first; then who signs and with which key, and only then the time (a key made just
        // now must not be younger than the letters it signs).
        const allowed = setFinalApproval(state, on.context, { ...input, approvedAt: services.clock.now().toISOString() });
        if (!allowed.ok) throw boardProblem(allowed.refusal);
        const signer = await signerFor(tx, services, change.signatoryId, on.context.by);
        const approvedAt = services.clock.now();
        const verdict = setFinalApproval(state, on.context, { ...input, approvedAt: approvedAt.toISOString() });
        if (!verdict.ok) throw boardProblem(verdict.refusal);
        const businessName = summaryOfContent(state.permitType, state.content).businessName;
        const signed = await signApprovalLetters(tx, signer, { state, businessName, remarks: input.remarks, approvedAt, by: on.context.by });
        await appendBoardVerdict(tx, services, on, { ok: true, events: [...verdict.events, signed] });
      }
    }
    return readFinalApproval(tx, session, applicationId);
  });
}
