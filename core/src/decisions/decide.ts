// The staff's decisions on an application: evaluate, send a chief evaluator a link (and revoke it), record the
// chief evaluator's answer, approve or refuse each expatriate, save, set and reset the final approval, send the
// final letters. Pure: state in (folded from the stream), facts or a refusal out.
//
// The rule, written once here: a decision is made by someone who acts in the application's current step
// (../board/decide.ts `currentStepPermission`) and holds a role that makes its kind (DECISION_ROLES), while that
// step allows the kind (`decisions` on the step, ./decision-rules.ts); otherwise `decision-not-allowed`. The chief evaluator's answer needs only an open link.
import { currentStepPermission, type BoardRefusal, type StaffContext } from "../board/decide.ts";
import type { PermitEvent } from "../permits/events.ts";
import type { PermitState } from "../permits/transitions.ts";
import { chiefLinkState, makesDecision, stepAllows, type ChiefLinkRoute, type DecisionKind, type FinalNotificationKind } from "./decision-rules.ts";
import { RESET_REVOCATION_REASON } from "../signatures/events.ts";
import { lettersInForce } from "./decision-state.ts";
import { personsOf } from "./persons.ts";

export type DecisionRefusal =
  | BoardRefusal
  | "decision-not-allowed"
  | "chief-link-invalid"
  | "chief-link-used"
  | "chief-link-revoked"
  | "chief-link-expired"
  | "person-missing"
  | "persons-undecided"
  | "no-person-approved"
  | "final-approval-already-set"
  | "final-approval-not-set";

export type DecisionVerdict = { readonly ok: true; readonly events: ReadonlyArray<PermitEvent> } | { readonly ok: false; readonly refusal: DecisionRefusal };

type Live = Exclude<PermitState, { status: "none" }>;

const refuse = (refusal: DecisionRefusal): DecisionVerdict => ({ ok: false, refusal });
const emit = (...events: ReadonlyArray<PermitEvent>): DecisionVerdict => ({ ok: true, events });

/** Whether the caller may make a decision of this kind on the application now (what the panel offers). */
export const mayDecide = (state: PermitState, context: Pick<StaffContext, "roles" | "steps">, kind: DecisionKind): boolean => {
  if (state.status !== "submitted" || state.board.card === null) return false;
  const step = context.steps.find((candidate) => candidate.key === state.board.card?.step);
  return stepAllows(step, kind) && makesDecision(context.roles, kind) && currentStepPermission(state, context).canAct;
};

/** The refusal for a decision of this kind now, if any (an archived or missing application first). */
const decisionRefusal = (state: PermitState, context: StaffContext, kind: DecisionKind): DecisionRefusal | undefined => {
  if (state.status === "none" || state.board.card === null) return "permit-missing";
  if (state.status === "archived") return "permit-archived";
  return mayDecide(state, context, kind) ? undefined : "decision-not-allowed";
};

/** The decision is about the card's current status step (a stale panel may name an earlier one). */
const currentStepRefusal = (state: Live, statusStepId: string): DecisionRefusal | undefined =>
  state.board.card?.statusStepId === statusStepId ? undefined : "decision-not-allowed";

export interface EvaluationInput {
  readonly statusStepId: string;
  /** The id a first evaluation of this status step by the caller takes; a later one keeps the first's. */
  readonly evaluationId: string;
  readonly statusKey: string;
  readonly comment: string;
}

/** The caller's own evaluation of a status step, if they made one (a chief evaluator's answers aside). */
export const ownEvaluationId = (state: PermitState, by: string, statusStepId: string): string | undefined =>
  state.status === "none"
    ? undefined
    : Object.entries(state.decisions.evaluations).find(([, evaluation]) => evaluation.by === by && evaluation.statusStepId === statusStepId && evaluation.linkId === null)?.[0];

export const recordEvaluation = (state: PermitState, context: StaffContext, input: EvaluationInput): DecisionVerdict => {
  const refusal = decisionRefusal(state, context, "evaluate") ?? currentStepRefusal(state as Live, input.statusStepId);
  if (refusal !== undefined) return refuse(refusal);
  const evaluationId = ownEvaluationId(state, context.by, input.statusStepId) ?? input.evaluationId;
  const { statusStepId, statusKey, comment } = input;
  return emit({ type: "v1.EvaluationRecorded", payload: { evaluationId, statusStepId, statusKey, comment, by: context.by } });
};

export interface ChiefLinkInput {
  readonly linkId: string;
  readonly workflowStepId: string;
  readonly chiefKey: string;
  readonly tokenHash: string;
  readonly expiresAt: string;
  readonly emailed: boolean;
  readonly route: ChiefLinkRoute;
}

export const issueChiefLink = (state: PermitState, context: StaffContext, input: ChiefLinkInput): DecisionVerdict => {
  const refusal = decisionRefusal(state, context, "chief-link");
  if (refusal !== undefined) return refuse(refusal);
  const statusStepId = (state as Live).board.card?.statusStepId ?? "";
  return emit({ type: "v1.ChiefLinkIssued", payload: { ...input, statusStepId, by: context.by } });
};

export const revokeChiefLink = (state: PermitState, context: StaffContext, input: { readonly linkId: string; readonly now: Date }): DecisionVerdict => {
  if (state.status === "none") return refuse("permit-missing");
  if (state.status === "archived") return refuse("permit-archived");
  if (!mayDecide(state, context, "chief-link")) return refuse("decision-not-allowed");
  const link = state.decisions.chiefLinks[input.linkId];
  if (link === undefined) return refuse("chief-link-invalid");
  const linkState = chiefLinkState(link, input.now);
  if (linkState === "used") return refuse("chief-link-used");
  // A link already withdrawn or out of date stays as it is: nothing to record.
  if (linkState !== "open") return emit();
  return emit({ type: "v1.ChiefLinkRevoked", payload: { linkId: input.linkId, by: context.by } });
};

/** Why a link (by id, found from its token's hash) does not open the form now; undefined when it does. */
export const chiefLinkRefusal = (state: PermitState, linkId: string | undefined, now: Date): DecisionRefusal | undefined => {
  if (state.status === "none" || linkId === undefined) return "chief-link-invalid";
  const link = state.decisions.chiefLinks[linkId];
  if (link === undefined) return "chief-link-invalid";
  const linkState = chiefLinkState(link, now);
  if (linkState === "open") return state.status === "archived" ? "chief-link-revoked" : undefined;
  return CLOSED_LINK_REFUSALS[linkState];
};

const CLOSED_LINK_REFUSALS = { used: "chief-link-used", revoked: "chief-link-revoked", expired: "chief-link-expired" } as const;

export interface ChiefEvaluationInput {
  readonly linkId: string;
  readonly evaluationId: string;
  readonly statusKey: string;
  readonly comment: string;
  readonly now: Date;
}

export const recordChiefEvaluation = (state: PermitState, input: ChiefEvaluationInput): DecisionVerdict => {
  const refusal = chiefLinkRefusal(state, input.linkId, input.now);
  if (refusal !== undefined || state.status === "none") return refuse(refusal ?? "chief-link-invalid");
  const link = state.decisions.chiefLinks[input.linkId];
  if (link === undefined) return refuse("chief-link-invalid");
  const { linkId, evaluationId, statusKey, comment } = input;
  return emit({
    type: "v1.ChiefEvaluationRecorded",
    payload: { linkId, evaluationId, statusStepId: link.statusStepId, statusKey, comment, by: `staff:${link.chiefKey}` },
  });
};

export interface PersonDecisionInput {
  readonly personIndex: number;
  readonly isApproved: boolean;
  readonly remarks: string;
}

export const decidePerson = (state: PermitState, context: StaffContext, input: PersonDecisionInput): DecisionVerdict => {
  const refusal = decisionRefusal(state, context, "approve-persons");
  if (refusal !== undefined || state.status === "none") return refuse(refusal ?? "permit-missing");
  if (state.decisions.finalApproval.approvedAt !== null) return refuse("final-approval-already-set");
  const person = personsOf(state.permitType, state.content)[input.personIndex];
  if (person === undefined) return refuse("person-missing");
  return emit({ type: "v1.PersonDecided", payload: { ...input, passportNumber: person.passportNumber, by: context.by } });
};

/** How many people the application names, how many are decided, how many approved. */
export const personTally = (state: PermitState): { readonly total: number; readonly decided: number; readonly approved: number } => {
  if (state.status === "none") return { total: 0, decided: 0, approved: 0 };
  const people = personsOf(state.permitType, state.content);
  const decisions = people.map((person) => state.decisions.persons[String(person.index)]);
  return {
    total: people.length,
    decided: decisions.filter((decision) => decision !== undefined).length,
    approved: decisions.filter((decision) => decision?.isApproved === true).length,
  };
};

export const saveFinalApprovalDraft = (state: PermitState, context: StaffContext, input: { readonly statusStepId: string; readonly remarks: string }): DecisionVerdict => {
  const refusal = decisionRefusal(state, context, "final-approval") ?? currentStepRefusal(state as Live, input.statusStepId);
  if (refusal !== undefined || state.status === "none") return refuse(refusal ?? "permit-missing");
  if (state.decisions.finalApproval.approvedAt !== null) return refuse("final-approval-already-set");
  return emit({ type: "v1.FinalApprovalDraftSaved", payload: { ...input, by: context.by } });
};

export const setFinalApproval = (
  state: PermitState,
  context: StaffContext,
  input: { readonly statusStepId: string; readonly remarks: string; readonly approvedAt: string },
): DecisionVerdict => {
  const refusal = decisionRefusal(state, context, "final-approval") ?? currentStepRefusal(state as Live, input.statusStepId);
  if (refusal !== undefined || state.status === "none") return refuse(refusal ?? "permit-missing");
  if (state.decisions.finalApproval.approvedAt !== null) return refuse("final-approval-already-set");
  const tally = personTally(state);
  if (tally.decided < tally.total) return refuse("persons-undecided");
  if (tally.approved === 0) return refuse("no-person-approved");
  return emit({ type: "v1.FinalApprovalSet", payload: { ...input, by: context.by } });
};

/**
 * Whether the caller may reset the final approval now: where it is given (an approved application is first moved
 * back there, so an application past Final approval always has its final approval).
 */
export const mayResetFinalApproval = (state: PermitState, context: Pick<StaffContext, "roles" | "steps">): boolean =>
  mayDecide(state, context, "final-approval");

export const resetFinalApproval = (state: PermitState, context: StaffContext): DecisionVerdict => {
  if (state.status === "none" || state.board.card === null) return refuse("permit-missing");
  if (state.status === "archived") return refuse("permit-archived");
  if (!mayResetFinalApproval(state, context)) return refuse("decision-not-allowed");
  if (state.decisions.finalApproval.approvedAt === null) return refuse("final-approval-not-set");
  const inForce = lettersInForce(state.decisions);
  const reset: PermitEvent = { type: "v1.FinalApprovalReset", payload: { by: context.by } };
  // The letters signed with the approval are no longer in force: verification says revoked, with this reason.
  return inForce.length === 0 ? emit(reset) : emit(reset, { type: "v1.LettersRevoked", payload: { documentIds: inForce, reason: RESET_REVOCATION_REASON, by: context.by } });
};

export interface FinalNotificationInput {
  readonly notificationId: string;
  readonly kind: FinalNotificationKind;
  readonly recipients: ReadonlyArray<string>;
  readonly message: string;
  readonly documents: ReadonlyArray<string>;
}

export const sendFinalNotification = (state: PermitState, context: StaffContext, input: FinalNotificationInput): DecisionVerdict => {
  const refusal = decisionRefusal(state, context, "notify-final");
  if (refusal !== undefined || state.status === "none") return refuse(refusal ?? "permit-missing");
  if (state.decisions.finalApproval.approvedAt === null) return refuse("final-approval-not-set");
  return emit({ type: "v1.FinalNotificationSent", payload: { ...input, recipients: [...input.recipients], documents: [...input.documents], by: context.by } });
};
