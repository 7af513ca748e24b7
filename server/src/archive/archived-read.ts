// The archived listing's panel (its info tab): an application staff archived, read as the board's panel reads one
// (../board/application.ts), for any staff member, read-only: no one may act on it, so no decision is offered.
// Not found unless it is staff-archived on this workflow (an approved one is the board panel's to read).
import { foldPermit, isStaffArchived } from "@ictm/core/domain";
import { staffContextOf } from "../board/access.ts";
import { factsOf, presentBoardApplication, type BoardApplicationView } from "../board/application.ts";
import { findWorkflow } from "../board/store.ts";
import { notFound } from "../http/problem.ts";
import type { Services } from "../services.ts";
import type { StaffSession } from "../staff/store.ts";

export async function readArchivedApplication(services: Services, session: StaffSession, workflowId: string, applicationId: string): Promise<BoardApplicationView> {
  const facts = await factsOf(services.orm, applicationId);
  const state = foldPermit(facts.map((fact) => fact.event));
  if (!isStaffArchived(state) || state.status === "none" || state.board.card?.workflowId !== workflowId) throw notFound();
  const workflow = await findWorkflow(services.orm, workflowId);
  if (workflow === undefined) throw notFound();
  const access = { workflow, context: staffContextOf(session, workflow), permission: { canView: true, canAct: false } };
  return { ...(await presentBoardApplication(services, applicationId, facts, state, access)), decisions: [] };
}
