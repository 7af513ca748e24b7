// The staff's deciders on an application: move its card, discuss and attach in a status step, tell the
// applicant, give and take edit control. Pure: state in (folded from the stream), facts or a refusal out.
// The server checks that the caller sees the application's current step before it calls these (a card in a
// column the caller cannot see is "not found"), then these check acting, ownership and membership.
import { giveEditControl, takeEditControl, type PermitRefusal, type PermitState } from "../permits/transitions.ts";
import type { PermitEvent } from "../permits/events.ts";
import type { StaffRole } from "../staff/roles.ts";
import { mayMoveCard, stepPermission, type StepRoles } from "./board-rules.ts";
import { hasStatusStep } from "./board-state.ts";
import { BOARD_EVENT_TYPES } from "./events.ts";
import { DECISION_EVENT_TYPES, WEIGHTY_DECISION_TYPES } from "../decisions/events.ts";

export type BoardRefusal =
  | PermitRefusal
  | "move-not-allowed"
  | "act-not-allowed"
  | "status-step-missing"
  | "comment-missing"
  | "not-your-comment"
  | "attachment-missing"
  | "not-your-attachment";

export type BoardVerdict = { readonly ok: true; readonly events: ReadonlyArray<PermitEvent> } | { readonly ok: false; readonly refusal: BoardRefusal };

/** Who is asking, and the workflow's steps with their roles (in board order). */
export interface StaffContext {
  readonly roles: readonly StaffRole[];
  readonly steps: readonly StepRoles[];
  /** `staff:<uuid>`: the author recorded in facts, compared for "your own" comments and attachments. */
  readonly by: string;
}

const refuse = (refusal: BoardRefusal): BoardVerdict => ({ ok: false, refusal });
const emit = (...events: ReadonlyArray<PermitEvent>): BoardVerdict => ({ ok: true, events });

/** The permission of the caller for the application's current step; none when it is not on a board. */
export const currentStepPermission = (state: PermitState, context: Pick<StaffContext, "roles" | "steps">) => {
  const step = state.status === "none" ? undefined : context.steps.find((candidate) => candidate.key === state.board.card?.step);
  return step === undefined ? { canView: false, canAct: false } : stepPermission(context.roles, step);
};

export interface MoveInput {
  readonly to: string;
  readonly before: string | null;
  /** The card's new key in the target column (./sort-key.ts), worked out by the caller from the column. */
  readonly sortKey: string;
  /** The id a new status step takes if the application has never been in `to`. */
  readonly newStatusStepId: string;
}

export const moveCard = (state: PermitState, context: StaffContext, move: MoveInput): BoardVerdict => {
  if (state.status === "none" || state.board.card === null) return refuse("permit-missing");
  if (state.status === "archived") return refuse("permit-archived");
  const { card, statusSteps } = state.board;
  const allowed = mayMoveCard({
    roles: context.roles,
    steps: context.steps,
    from: card.step,
    to: move.to,
    editControlWithApplicant: state.hasUserGivenEditControl,
    finalApprovalGiven: state.decisions.finalApproval.approvedAt !== null,
  });
  if (!allowed) return refuse("move-not-allowed");
  const statusStepId = statusSteps[move.to] ?? move.newStatusStepId;
  return emit({
    type: "v1.CardMoved",
    payload: { workflowId: card.workflowId, from: card.step, to: move.to, before: move.before, sortKey: move.sortKey, statusStepId, by: context.by },
  });
};

/** Refusal when the status step is not the application's (or the application is gone). */
const statusStepRefusal = (state: PermitState, statusStepId: string): BoardRefusal | undefined =>
  state.status === "none" ? "permit-missing" : hasStatusStep(state.board, statusStepId) ? undefined : "status-step-missing";

export const addComment = (state: PermitState, context: StaffContext, comment: { readonly statusStepId: string; readonly commentId: string; readonly content: string }): BoardVerdict => {
  const refusal = statusStepRefusal(state, comment.statusStepId);
  return refusal !== undefined ? refuse(refusal) : emit({ type: "v1.CommentAdded", payload: { ...comment, by: context.by } });
};

const ownComment = (state: PermitState, context: StaffContext, commentId: string): BoardRefusal | undefined => {
  if (state.status === "none") return "permit-missing";
  const found = state.board.comments[commentId];
  return found === undefined ? "comment-missing" : found.by === context.by ? undefined : "not-your-comment";
};

export const editComment = (state: PermitState, context: StaffContext, edit: { readonly commentId: string; readonly content: string }): BoardVerdict => {
  const refusal = ownComment(state, context, edit.commentId);
  return refusal !== undefined ? refuse(refusal) : emit({ type: "v1.CommentEdited", payload: { ...edit, by: context.by } });
};

export const deleteComment = (state: PermitState, context: StaffContext, removal: { readonly commentId: string }): BoardVerdict => {
  const refusal = ownComment(state, context, removal.commentId);
  return refusal !== undefined ? refuse(refusal) : emit({ type: "v1.CommentDeleted", payload: { ...removal, by: context.by } });
};

export const addAttachment = (
  state: PermitState,
  context: StaffContext,
  attachment: { readonly statusStepId: string; readonly attachmentId: string; readonly fileId: string; readonly comment: string },
): BoardVerdict => {
  const refusal = statusStepRefusal(state, attachment.statusStepId);
  return refusal !== undefined ? refuse(refusal) : emit({ type: "v1.AttachmentAdded", payload: { ...attachment, by: context.by } });
};

const ownAttachment = (state: PermitState, context: StaffContext, attachmentId: string): BoardRefusal | undefined => {
  if (state.status === "none") return "permit-missing";
  const found = state.board.attachments[attachmentId];
  return found === undefined ? "attachment-missing" : found.by === context.by ? undefined : "not-your-attachment";
};

export const replaceAttachment = (state: PermitState, context: StaffContext, replacement: { readonly attachmentId: string; readonly fileId: string; readonly comment: string }): BoardVerdict => {
  const refusal = ownAttachment(state, context, replacement.attachmentId);
  return refusal !== undefined ? refuse(refusal) : emit({ type: "v1.AttachmentReplaced", payload: { ...replacement, by: context.by } });
};

export const deleteAttachment = (state: PermitState, context: StaffContext, removal: { readonly attachmentId: string; readonly comment: string }): BoardVerdict => {
  const refusal = ownAttachment(state, context, removal.attachmentId);
  return refusal !== undefined ? refuse(refusal) : emit({ type: "v1.AttachmentDeleted", payload: { ...removal, by: context.by } });
};

/** Acting in the application's current step: telling the applicant, giving or taking edit control. */
const actRefusal = (state: PermitState, context: StaffContext, statusStepId: string): BoardRefusal | undefined =>
  statusStepRefusal(state, statusStepId) ?? (currentStepPermission(state, context).canAct ? undefined : "act-not-allowed");

export const notifyApplicant = (state: PermitState, context: StaffContext, notice: { readonly statusStepId: string; readonly comment: string }): BoardVerdict => {
  const refusal = actRefusal(state, context, notice.statusStepId);
  return refusal !== undefined ? refuse(refusal) : emit({ type: "v1.ApplicantNotified", payload: { ...notice, by: context.by } });
};

export const giveEditControlOnBoard = (state: PermitState, context: StaffContext, give: { readonly statusStepId: string; readonly comment: string }): BoardVerdict => {
  const refusal = actRefusal(state, context, give.statusStepId);
  return refusal !== undefined ? refuse(refusal) : giveEditControl(state, { ...give, by: context.by });
};

export const takeEditControlOnBoard = (state: PermitState, context: StaffContext, take: { readonly statusStepId: string; readonly comment: string }): BoardVerdict => {
  const refusal = actRefusal(state, context, take.statusStepId);
  return refusal !== undefined ? refuse(refusal) : takeEditControl(state, { ...take, by: context.by });
};

/**
 * Staff's discussion, attachments and notices, evaluations, chief-evaluator links and final letters sent: facts beside the application that change nothing a Business or a
 * mover decides from. They move the stream's version on, but never make a client's If-Match stale: a comment by
 * someone else between loading a card and moving it does not make the move a conflict; a move, edit control, the
 * Business's own changes or archiving do (409, reload and look again).
 */
const ASIDE_FACTS: ReadonlySet<string> = new Set([
  ...BOARD_EVENT_TYPES.filter((type) => type !== "v1.CardPlaced" && type !== "v1.CardMoved"),
  ...DECISION_EVENT_TYPES.filter((type) => !WEIGHTY_DECISION_TYPES.has(type)),
]);

export const isAsideFact = (type: string): boolean => ASIDE_FACTS.has(type);
