// Where and when the staff's decisions may be made: the kinds of decision a workflow step allows (data on the
// step, ../board/work-permit-steps.ts), the roles that make each kind, the chief-evaluator link's life, the
// letters' recipients. Pure.
import { hasAnyRole, type StaffRole } from "../staff/roles.ts";

/** The kinds of decision; each workflow step lists the ones it allows (`decisions`). */
export const DECISION_KINDS = ["evaluate", "chief-link", "approve-persons", "final-approval", "notify-final"] as const;
export type DecisionKind = (typeof DECISION_KINDS)[number];

/**
 * The roles that make each kind of decision (beside acting in the step): evaluators evaluate, officers and
 * evaluators send chief evaluators their links, final approvers approve people, give final approval and send the
 * letters; administrators do everything.
 */
export const DECISION_ROLES: Readonly<Record<DecisionKind, readonly StaffRole[]>> = {
  evaluate: ["evaluator", "administrator"],
  "chief-link": ["officer", "evaluator", "administrator"],
  "approve-persons": ["final-approver", "administrator"],
  "final-approval": ["final-approver", "administrator"],
  "notify-final": ["final-approver", "administrator"],
};

/** Chief evaluators are chosen from the staff holding this role (the spec's "final approvers listed per step"). */
export const CHIEF_EVALUATOR_ROLE: StaffRole = "final-approver";

export const makesDecision = (roles: readonly StaffRole[], kind: DecisionKind): boolean => hasAnyRole(roles, DECISION_ROLES[kind]);

export const isDecisionKind = (value: string): value is DecisionKind => (DECISION_KINDS as readonly string[]).includes(value);

/** A step as the decision rules read it: its key and the decision kinds it allows (none when absent). */
export interface StepDecisions {
  readonly key: string;
  readonly decisions?: readonly DecisionKind[];
}

/** Whether a decision of this kind may be made while the application is in this step (acting aside). */
export const stepAllows = (step: StepDecisions | undefined, kind: DecisionKind): boolean => step?.decisions?.includes(kind) ?? false;

/** How long a chief-evaluator link stays open, in days. */
export const CHIEF_LINK_DAYS = 14;
export const CHIEF_LINK_MS = CHIEF_LINK_DAYS * 24 * 60 * 60 * 1000;

/** The two chief evaluation pages (spec §2), the `routeParameter` of generate-link. */
export const CHIEF_LINK_ROUTES = ["chief-evaluation-form", "internal-chief-evaluation-form"] as const;
export type ChiefLinkRoute = (typeof CHIEF_LINK_ROUTES)[number];

/** The tokens of chief-evaluator links: 32 random bytes, base64url (43 characters). */
export const CHIEF_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export type ChiefLinkState = "open" | "used" | "revoked" | "expired";

/** A link's state now: a recorded answer first, then a revocation, then the expiry. */
export const chiefLinkState = (link: { readonly used: boolean; readonly revoked: boolean; readonly expiresAt: string }, now: Date): ChiefLinkState =>
  link.used ? "used" : link.revoked ? "revoked" : Date.parse(link.expiresAt) <= now.getTime() ? "expired" : "open";

/** When a link made now closes. */
export const chiefLinkExpiry = (now: Date): string => new Date(now.getTime() + CHIEF_LINK_MS).toISOString();

/** Who the final letters are e-mailed to (the `{kind}` path segment of email-notifications). */
export const FINAL_NOTIFICATION_KINDS = ["immigration-department", "applicant"] as const;
export type FinalNotificationKind = (typeof FINAL_NOTIFICATION_KINDS)[number];

export const FINAL_NOTIFICATION_LABELS: Readonly<Record<FinalNotificationKind, string>> = {
  "immigration-department": "Immigration department",
  applicant: "Applicant",
};

/** The evaluation comment's placeholder: the spec's leftover default text, shown as a hint and never saved. */
export const EVALUATION_COMMENT_PLACEHOLDER = "this is comment";
