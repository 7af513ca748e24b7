// Which tagged error a failed answer is: decided by the problem kind the server names and, when it names none
// (or a kind that only says "refused"), by the status and the call's contract flags. Never by the answer's words.
import {
  AccountNotActivated,
  ActivationLinkInvalid,
  CardMoveRefused,
  ChiefLinkClosed,
  CurrentPasswordIncorrect,
  DecisionRefused,
  EmailAlreadyRegistered,
  FilesNotAccepted,
  Forbidden,
  IdentityNotVerified,
  IdentityProviderUnavailable,
  LoginDetailsIncorrect,
  NetworkError,
  NoAccountForIdentity,
  PasswordResetLinkInvalid,
  NotFound,
  PermitRefused,
  Refused,
  SessionExpired,
  SignatureRefused,
  StaleVersion,
  TooManyAttempts,
  UnexpectedError,
  ValidationFailed,
  VacancyMoveRefused,
  VerificationRefused,
  VersionRequired,
  isChiefLinkClosure,
  isDecisionRefusalKind,
  isPermitRefusalKind,
  isSignatureRefusalKind,
  isVerificationRefusalKind,
  type CoreError,
} from "../errors/errors.ts";
import type { ProblemKind } from "../errors/problems.ts";
import type { CallFlags } from "./whitelist.ts";

export type CoreErrorTag = CoreError["_tag"];

/** Each kind's tag; null where the status and call decide (a bare 401, a request Fastify refused). */
export const TAG_OF_KIND: { readonly [kind in ProblemKind]: CoreErrorTag | null } = {
  unexpected: "UnexpectedError",
  unauthorized: null,
  forbidden: "Forbidden",
  "not-found": "NotFound",
  "validation-failed": "ValidationFailed",
  "request-invalid": "ValidationFailed",
  "request-refused": null,
  "stale-version": "StaleVersion",
  "version-required": "VersionRequired",
  "files-rejected": "FilesNotAccepted",
  "email-taken": "EmailAlreadyRegistered",
  "login-incorrect": "LoginDetailsIncorrect",
  "activation-required": "AccountNotActivated",
  "activation-link-invalid": "ActivationLinkInvalid",
  "too-many-sign-ins": "TooManyAttempts",
  "too-many-requests": "TooManyAttempts",
  "too-many-password-changes": "TooManyAttempts",
  "current-password-wrong": "CurrentPasswordIncorrect",
  "reset-link-invalid": "PasswordResetLinkInvalid",
  "google-identity-refused": "IdentityNotVerified",
  "linkedin-identity-refused": "IdentityNotVerified",
  "no-account-yet": "NoAccountForIdentity",
  "identity-provider-unreachable": "IdentityProviderUnavailable",
  "identity-provider-not-configured": "IdentityProviderUnavailable",
  "verification-pending": "VerificationRefused",
  "already-verified": "VerificationRefused",
  "verification-rejected": "VerificationRefused",
  "verification-missing": "VerificationRefused",
  "verification-not-pending": "VerificationRefused",
  "vacancy-status-refused": "VacancyMoveRefused",
  "permit-read-only": "PermitRefused",
  "permit-already-submitted": "PermitRefused",
  "permit-archived": "PermitRefused",
  "edit-control-not-given": "PermitRefused",
  "permit-not-archivable": "PermitRefused",
  "move-not-allowed": "CardMoveRefused",
  "decision-not-allowed": "DecisionRefused",
  "chief-link-invalid": "ChiefLinkClosed",
  "chief-link-used": "ChiefLinkClosed",
  "chief-link-revoked": "ChiefLinkClosed",
  "chief-link-expired": "ChiefLinkClosed",
  "persons-undecided": "DecisionRefused",
  "no-person-approved": "DecisionRefused",
  "final-approval-already-set": "DecisionRefused",
  "final-approval-not-set": "DecisionRefused",
  "no-active-signatory": "SignatureRefused",
  "signatory-inactive": "SignatureRefused",
  "letter-already-revoked": "SignatureRefused",
  "signing-key-not-active": "SignatureRefused",
  "application-not-approved": "PermitRefused",
  "invalid-date-range": "ValidationFailed",
  "invalid-step-target": "ValidationFailed",
  "holiday-missing": "NotFound",
};

/** True when the kind alone decides the tag (so its catalogue text is the right fallback). */
export const kindDecides = (kind: ProblemKind | null): kind is ProblemKind => kind !== null && TAG_OF_KIND[kind] !== null;

/** The tag of a failed answer; a 401 on a protected call is handled before (it is always SessionExpired). */
export const tagOf = (kind: ProblemKind | null, status: number, call: CallFlags): CoreErrorTag =>
  (kind === null ? null : TAG_OF_KIND[kind]) ?? tagOfStatus(status, call);

const tagOfStatus = (status: number, call: CallFlags): CoreErrorTag => {
  if (status === 401 && call.kind === "protected") return "SessionExpired";
  if (status === 401 && (call.kind === "signIn" || call.kind === "signUp" || call.kind === "identity")) {
    return call.provider === null ? "LoginDetailsIncorrect" : "IdentityNotVerified";
  }
  if (status === 400 || status === 422) return "ValidationFailed";
  if (status === 403) return "Forbidden";
  if (status === 404) return "NotFound";
  if (status === 428) return "VersionRequired";
  if (status === 413 || status === 415) return "FilesNotAccepted";
  if (status === 429) return "TooManyAttempts";
  if (status >= 400 && status < 500) return "Refused";
  return "UnexpectedError";
};

export interface ErrorParts {
  readonly silent: boolean;
  readonly status: number;
  readonly kind: ProblemKind | null;
  readonly fieldErrors: Record<string, string>;
  /** Absent: the tag's catalogue text. */
  readonly message?: string;
}

/** The error of that tag, carrying the parts it has fields for. */
export const makeCoreError = (tag: CoreErrorTag, parts: ErrorParts): CoreError => {
  const { silent, message } = parts;
  const common = message === undefined ? { silent } : { silent, message };
  switch (tag) {
    case "UnexpectedError": return new UnexpectedError(common);
    case "NetworkError": return new NetworkError(common);
    case "EmailAlreadyRegistered": return new EmailAlreadyRegistered(common);
    case "FilesNotAccepted": return new FilesNotAccepted(common);
    case "LoginDetailsIncorrect": return new LoginDetailsIncorrect(common);
    case "SessionExpired": return new SessionExpired({ silent });
    case "ValidationFailed": return new ValidationFailed({ ...common, fieldErrors: parts.fieldErrors });
    case "AccountNotActivated": return new AccountNotActivated(common);
    case "ActivationLinkInvalid": return new ActivationLinkInvalid(common);
    case "TooManyAttempts": return new TooManyAttempts(common);
    case "Forbidden": return new Forbidden(common);
    case "StaleVersion": return new StaleVersion(common);
    case "IdentityNotVerified": return new IdentityNotVerified(common);
    case "IdentityProviderUnavailable": return new IdentityProviderUnavailable(common);
    case "NoAccountForIdentity": return new NoAccountForIdentity(common);
    case "CurrentPasswordIncorrect": return new CurrentPasswordIncorrect(common);
    case "PasswordResetLinkInvalid": return new PasswordResetLinkInvalid(common);
    case "NotFound": return new NotFound(common);
    case "VersionRequired": return new VersionRequired(common);
    case "VacancyMoveRefused": return new VacancyMoveRefused(common);
    case "CardMoveRefused": return new CardMoveRefused(common);
    case "VerificationRefused":
      // TAG_OF_KIND gives this tag to verification kinds only; anything else stays a plain refusal.
      return isVerificationRefusalKind(parts.kind)
        ? new VerificationRefused({ ...common, kind: parts.kind })
        : new Refused({ ...common, status: parts.status, kind: parts.kind });
    case "PermitRefused":
      // TAG_OF_KIND gives this tag to the permit kinds only; anything else stays a plain refusal.
      return isPermitRefusalKind(parts.kind)
        ? new PermitRefused({ ...common, kind: parts.kind })
        : new Refused({ ...common, status: parts.status, kind: parts.kind });
    case "DecisionRefused":
      return isDecisionRefusalKind(parts.kind)
        ? new DecisionRefused({ ...common, kind: parts.kind })
        : new Refused({ ...common, status: parts.status, kind: parts.kind });
    case "ChiefLinkClosed":
      return isChiefLinkClosure(parts.kind)
        ? new ChiefLinkClosed({ ...common, kind: parts.kind })
        : new Refused({ ...common, status: parts.status, kind: parts.kind });
    case "SignatureRefused":
      return isSignatureRefusalKind(parts.kind)
        ? new SignatureRefused({ ...common, kind: parts.kind })
        : new Refused({ ...common, status: parts.status, kind: parts.kind });
    case "Refused": return new Refused({ ...common, status: parts.status, kind: parts.kind });
  }
};
