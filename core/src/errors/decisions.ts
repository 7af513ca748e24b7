// Tagged errors of the staff's decisions: a decision refused (not this step's, people undecided, final approval
// already given or not yet), and a chief-evaluator link that no longer opens the form (unknown, used, withdrawn,
// expired). Text defaults come from the catalogue only; the server's words win when it sends them.
import { Schema } from "effect";
import { MESSAGES } from "./catalogue.ts";
import { silent, text } from "./general.ts";

export const DECISION_REFUSALS = ["decision-not-allowed", "persons-undecided", "no-person-approved", "final-approval-already-set", "final-approval-not-set"] as const;
export type DecisionRefusalKind = (typeof DECISION_REFUSALS)[number];

export const isDecisionRefusalKind = (kind: string | null): kind is DecisionRefusalKind => DECISION_REFUSALS.some((refusal) => refusal === kind);

/** The decision cannot be made now; `kind` says why. */
export class DecisionRefused extends Schema.TaggedError<DecisionRefused>()("DecisionRefused", {
  message: text(MESSAGES.decisionNotAllowed),
  kind: Schema.Literals(DECISION_REFUSALS),
  silent,
}) {}

export const CHIEF_LINK_CLOSURES = ["chief-link-invalid", "chief-link-used", "chief-link-revoked", "chief-link-expired"] as const;
export type ChiefLinkClosure = (typeof CHIEF_LINK_CLOSURES)[number];

export const isChiefLinkClosure = (kind: string | null): kind is ChiefLinkClosure => CHIEF_LINK_CLOSURES.some((closure) => closure === kind);

/** The chief evaluator's link does not open the form; `kind` says why (the page shows it instead of the form). */
export class ChiefLinkClosed extends Schema.TaggedError<ChiefLinkClosed>()("ChiefLinkClosed", {
  message: text(MESSAGES.chiefLinkInvalid),
  kind: Schema.Literals(CHIEF_LINK_CLOSURES),
  silent,
}) {}
