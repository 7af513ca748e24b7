// Each problem kind of the contract (`type: urn:ictm:problem:<kind>`) with its usual HTTP status and its
// catalogue text: the server refuses with these, the core falls back to them. Pure; texts only from catalogue.ts.
import type { components } from "@ictm/openapi/portal.ts";
import { MESSAGES } from "./catalogue.ts";

/** The contract's ProblemKind enum (portal.yaml and backoffice.yaml hold the same list). */
export type ProblemKind = components["schemas"]["ProblemKind"];

export interface ProblemEntry {
  /** The status the server answers with; a few kinds also use another (files-rejected: 413 for size). */
  readonly status: number;
  /** The text a person reads when the server sends no words of its own. */
  readonly message: string;
}

const entry = (status: number, message: string): ProblemEntry => ({ status, message });

export const PROBLEMS: { readonly [kind in ProblemKind]: ProblemEntry } = {
  // Any request.
  unexpected: entry(500, MESSAGES.unexpected),
  unauthorized: entry(401, MESSAGES.sessionExpired),
  forbidden: entry(403, MESSAGES.forbidden),
  "not-found": entry(404, MESSAGES.notFound),
  "validation-failed": entry(400, MESSAGES.validationFailed),
  "request-invalid": entry(400, MESSAGES.validationFailed),
  "request-refused": entry(400, MESSAGES.requestRefused),
  "stale-version": entry(409, MESSAGES.staleVersion),
  "version-required": entry(428, MESSAGES.versionRequired),
  "files-rejected": entry(400, MESSAGES.filesNotAccepted),
  // Accounts.
  "email-taken": entry(409, MESSAGES.emailAlreadyRegistered),
  "login-incorrect": entry(401, MESSAGES.loginDetailsIncorrect),
  "activation-required": entry(403, MESSAGES.accountNotActivated),
  "activation-link-invalid": entry(410, MESSAGES.activationLinkInvalid),
  "too-many-sign-ins": entry(429, MESSAGES.tooManySignIns),
  "too-many-requests": entry(429, MESSAGES.tooManyRequests),
  "too-many-password-changes": entry(429, MESSAGES.tooManyPasswordChanges),
  "current-password-wrong": entry(403, MESSAGES.currentPasswordIncorrect),
  "reset-link-invalid": entry(410, MESSAGES.passwordResetLinkInvalid),
  // Identity providers.
  "google-identity-refused": entry(401, MESSAGES.googleIdentityNotVerified),
  "linkedin-identity-refused": entry(401, MESSAGES.linkedInIdentityNotVerified),
  "no-account-yet": entry(401, MESSAGES.noAccountForIdentity),
  "identity-provider-unreachable": entry(502, MESSAGES.identityProviderUnreachable),
  "identity-provider-not-configured": entry(503, MESSAGES.identityProviderNotOffered),
  // Business verification.
  "verification-pending": entry(409, MESSAGES.verificationPending),
  "already-verified": entry(409, MESSAGES.verificationApproved),
  "verification-rejected": entry(409, MESSAGES.verificationResubmit),
  "verification-missing": entry(409, MESSAGES.verificationMissing),
  "verification-not-pending": entry(409, MESSAGES.verificationNotPending),
  // Listings.
  "vacancy-status-refused": entry(409, MESSAGES.vacancyStatusRefused),
  // Expat permit applications.
  "permit-read-only": entry(409, MESSAGES.permitReadOnly),
  "permit-already-submitted": entry(409, MESSAGES.permitAlreadySubmitted),
  "permit-archived": entry(409, MESSAGES.permitArchived),
  "edit-control-not-given": entry(409, MESSAGES.editControlNotGiven),
  "permit-not-archivable": entry(409, MESSAGES.permitNotArchivable),
  // The staff's board.
  "move-not-allowed": entry(403, MESSAGES.cardMoveRefused),
  // The staff's decisions and the chief evaluators' links.
  "decision-not-allowed": entry(403, MESSAGES.decisionNotAllowed),
  "chief-link-invalid": entry(410, MESSAGES.chiefLinkInvalid),
  "chief-link-used": entry(410, MESSAGES.chiefLinkUsed),
  "chief-link-revoked": entry(410, MESSAGES.chiefLinkRevoked),
  "chief-link-expired": entry(410, MESSAGES.chiefLinkExpired),
  "persons-undecided": entry(409, MESSAGES.personsUndecided),
  "no-person-approved": entry(409, MESSAGES.noPersonApproved),
  "final-approval-already-set": entry(409, MESSAGES.finalApprovalAlreadySet),
  "final-approval-not-set": entry(409, MESSAGES.finalApprovalNotSet),
  // E-signatures.
  "no-active-signatory": entry(409, MESSAGES.noActiveSignatory),
  "signatory-inactive": entry(409, MESSAGES.signatoryInactive),
  "letter-already-revoked": entry(409, MESSAGES.letterAlreadyRevoked),
  "signing-key-not-active": entry(409, MESSAGES.signingKeyNotActive),
  // Approved and archived listings.
  "application-not-approved": entry(409, MESSAGES.applicationNotApproved),
  // Statistics.
  "invalid-date-range": entry(400, MESSAGES.invalidDateRange),
  "invalid-step-target": entry(400, MESSAGES.invalidStepTarget),
  "holiday-missing": entry(404, MESSAGES.holidayMissing),
};

export const PROBLEM_KINDS: ReadonlyArray<ProblemKind> = Object.keys(PROBLEMS).filter(isProblemKind);

const PREFIX = "urn:ictm:problem:";

/** The `type` of a problem answer of this kind. */
export const problemType = (kind: ProblemKind): string => `${PREFIX}${kind}`;

export function isProblemKind(value: unknown): value is ProblemKind {
  return typeof value === "string" && Object.hasOwn(PROBLEMS, value);
}

/** The kind named by a problem's `type`, or null for anything that is not one of the contract's kinds. */
export const problemKindOf = (type: unknown): ProblemKind | null => {
  if (typeof type !== "string" || !type.startsWith(PREFIX)) return null;
  const kind = type.slice(PREFIX.length);
  return isProblemKind(kind) ? kind : null;
};
