// Who may reach an application on the board: the caller's roles against the steps of its workflow (read from
// workflow_steps). Permission comes before existence: an application whose current step the caller may not view
// is "not found", like one that does not exist. Also maps core's board refusals to their problems.
import { BOARD_MESSAGES, currentStepPermission, decodePermitEvent, foldPermit, permitStream, type BoardVerdict, type DecisionRefusal, type DecisionVerdict, type PermitState, type StaffContext, type StepPermission } from "@ictm/core/domain";
import type { Queryable, Tx } from "../db/connect.ts";
import { appendToStream, readStream } from "../events/store.ts";
import { staffActor } from "../events/vocabulary.ts";
import { forbidden, notFound, refuseKind, type ProblemError } from "../http/problem.ts";
import { lockPermit, type ExistingPermit } from "../permits/aggregate.ts";
import type { Services } from "../services.ts";
import type { StaffSession } from "../staff/store.ts";
import { applicationOfStatusStep, findWorkflow, stepRolesOf, type WorkflowWithSteps } from "./store.ts";

export interface BoardAccess {
  readonly workflow: WorkflowWithSteps;
  readonly context: StaffContext;
  /** The caller's permission for the application's current step (canView is always true here). */
  readonly permission: StepPermission;
}

export type LockedOnBoard = BoardAccess & { readonly applicationId: string; readonly staffId: string; readonly locked: ExistingPermit };

/** The workflow, 404 when there is none with this id. */
export async function requireWorkflow(db: Queryable, workflowId: string): Promise<WorkflowWithSteps> {
  const workflow = await findWorkflow(db, workflowId);
  if (workflow === undefined) throw notFound();
  return workflow;
}

export const staffContextOf = (session: StaffSession, workflow: WorkflowWithSteps): StaffContext => ({
  roles: session.staff.roles,
  steps: stepRolesOf(workflow.steps),
  by: staffActor(session.staff.id),
});

/**
 * Locks the application's stream for the transaction and folds it; not found unless it is on a board in a step the
 * caller may view (and, when `workflowId` is given, on that workflow's board).
 */
export async function lockOnBoard(tx: Tx, session: StaffSession, applicationId: string, workflowId?: string): Promise<LockedOnBoard> {
  const locked = await lockPermit(tx, applicationId);
  const { state } = locked;
  if (state.status === "none") throw notFound();
  return { applicationId, staffId: session.staff.id, locked: { ...locked, state }, ...(await accessTo(tx, session, state, workflowId)) };
}

/** Locks the application a status step belongs to (see lockOnBoard); an unknown status step is not found. */
export async function lockStatusStep(tx: Tx, session: StaffSession, statusStepId: string): Promise<LockedOnBoard> {
  const applicationId = await applicationOfStatusStep(tx, statusStepId);
  if (applicationId === undefined) throw notFound();
  return lockOnBoard(tx, session, applicationId);
}

/** Reads (without locking) and folds the application, with the caller's access to it (see accessTo). */
export async function readOnBoard(db: Queryable, session: StaffSession, applicationId: string, workflowId?: string): Promise<BoardAccess & { state: PermitState }> {
  const state = foldPermit((await readStream(db, permitStream(applicationId))).flatMap((stored) => decodePermitEvent(stored) ?? []));
  return { state, ...(await accessTo(db, session, state, workflowId)) };
}

/** The step (key and name) of each of the application's status steps, by status step id. */
export function stepsOfStatusSteps(state: PermitState, workflow: WorkflowWithSteps): Map<string, { key: string; name: string }> {
  if (state.status === "none") return new Map();
  return new Map(
    Object.entries(state.board.statusSteps).map(([key, id]) => [id, { key, name: workflow.steps.find((step) => step.key === key)?.name ?? key }]),
  );
}

/** The caller's access to an application in this state: not found unless it is on a board in a step they view. */
export async function accessTo(db: Queryable, session: StaffSession, state: PermitState, workflowId?: string): Promise<BoardAccess> {
  const card = state.status === "none" ? null : state.board.card;
  if (card === null || (workflowId !== undefined && card.workflowId !== workflowId)) throw notFound();
  const workflow = await findWorkflow(db, card.workflowId);
  if (workflow === undefined) throw notFound();
  const context = staffContextOf(session, workflow);
  const permission = currentStepPermission(state, context);
  if (!permission.canView) throw notFound();
  return { workflow, context, permission };
}

/** A board (or decision) refusal as its problem: not found, 403 with the board's words, or the refusal's own kind. */
export function boardProblem(refusal: DecisionRefusal): ProblemError {
  switch (refusal) {
    case "move-not-allowed":
      return refuseKind("move-not-allowed");
    case "act-not-allowed":
      return forbidden(BOARD_MESSAGES.actRefused);
    case "not-your-comment":
      return forbidden(BOARD_MESSAGES.notYourComment);
    case "not-your-attachment":
      return forbidden(BOARD_MESSAGES.notYourAttachment);
    case "permit-missing":
    case "status-step-missing":
    case "comment-missing":
    case "attachment-missing":
    case "person-missing":
      return notFound();
    default:
      return refuseKind(refusal);
  }
}

/** Appends a board (or decision) decider's facts at `expected` (the version the client saw, or the current one), or throws its refusal. */
export async function appendBoardVerdict(tx: Tx, services: Services, on: LockedOnBoard, verdict: BoardVerdict | DecisionVerdict, expected: number = on.locked.version): Promise<number> {
  if (!verdict.ok) throw boardProblem(verdict.refusal);
  return appendToStream(tx, on.locked.stream, expected, verdict.events, { actor: on.context.by, at: services.clock.now() });
}
