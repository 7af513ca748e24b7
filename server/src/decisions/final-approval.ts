// The final approval of an application: read it (remarks, date, approver, the expatriates' tally and what the
// caller may do now: core's mayDecide and mayResetFinalApproval), save its remarks as a draft, set it (the server's
// clock dates it) and reset it. Core's deciders decide; the facts are appended at the stream's current version
// under its lock, and the final approval is answered as it is after them.
import { hasStatusStep, mayDecide, mayResetFinalApproval, personTally, resetFinalApproval, saveFinalApprovalDraft, setFinalApproval, type StaffContext } from "@ictm/core/domain";
import type { components } from "@ictm/openapi/backoffice.ts";
import type { Queryable } from "../db/connect.ts";
import { transact } from "../db/transact.ts";
import { notFound } from "../http/problem.ts";
import type { Services } from "../services.ts";
import type { StaffSession } from "../staff/store.ts";
import { appendBoardVerdict, lockOnBoard } from "../board/access.ts";
import { staffNames } from "../board/discussion-store.ts";
import { presentActor } from "../board/present.ts";
import { readForDecisions, type LiveState } from "./person-read.ts";

export type FinalApprovalView = components["schemas"]["FinalApproval"];

export async function presentFinalApproval(db: Queryable, state: LiveState, context: Pick<StaffContext, "roles" | "steps">): Promise<FinalApprovalView> {
  const { remarks, approvedAt, by } = state.decisions.finalApproval;
  const names = { staff: await staffNames(db, [by]), businessName: "" };
  const tally = personTally(state);
  return {
    statusStepId: state.board.card?.statusStepId ?? null,
    remarks,
    finalApprovalDateTime: approvedAt,
    approvedBy: by === null || approvedAt === null ? null : presentActor(by, names),
    persons: { ...tally },
    canDecide: mayDecide(state, context, "final-approval") && approvedAt === null,
    canReset: mayResetFinalApproval(state, context) && approvedAt !== null,
    canNotify: mayDecide(state, context, "notify-final") && approvedAt !== null,
  };
}

export async function readFinalApproval(db: Queryable, session: StaffSession, applicationId: string): Promise<FinalApprovalView> {
  const read = await readForDecisions(db, session, applicationId);
  return presentFinalApproval(db, read.state, read.context);
}

export type FinalApprovalChange =
  | { readonly action: "save" | "set"; readonly statusStepId: string; readonly remarks: string }
  | { readonly action: "reset" };

/** Saves the remarks as a draft, sets the final approval or resets it; answers the final approval after. */
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
      const verdict = change.action === "save" ? saveFinalApprovalDraft(state, on.context, input) : setFinalApproval(state, on.context, { ...input, approvedAt: services.clock.now().toISOString() });
      await appendBoardVerdict(tx, services, on, verdict);
    }
    return readFinalApproval(tx, session, applicationId);
  });
}
