// Tagged errors of the core, each carrying the text a person reads (catalogue order in api/failure.ts).
// Never build one from a raw server answer here; api/failure.ts is the one place that does.
import { Effect, Predicate, Schema } from "effect";
import { MESSAGES } from "./catalogue.ts";

const text = (fallback: string) => Schema.String.pipe(Schema.withConstructorDefault(Effect.succeed(fallback)));
// A silent failure (a call flagged skipAuthCheck or silent) never becomes a toast.
const silent = Schema.Boolean.pipe(Schema.withConstructorDefault(Effect.succeed(false)));

export class UnexpectedError extends Schema.TaggedError<UnexpectedError>()("UnexpectedError", {
  message: text(MESSAGES.unexpected),
  silent,
}) {}

export class NetworkError extends Schema.TaggedError<NetworkError>()("NetworkError", {
  message: text(MESSAGES.unexpected),
  silent,
}) {}

export class EmailAlreadyRegistered extends Schema.TaggedError<EmailAlreadyRegistered>()("EmailAlreadyRegistered", {
  message: text(MESSAGES.emailAlreadyRegistered),
  silent,
}) {}

export class FilesNotAccepted extends Schema.TaggedError<FilesNotAccepted>()("FilesNotAccepted", {
  message: text(MESSAGES.filesNotAccepted),
  silent,
}) {}

export class LoginDetailsIncorrect extends Schema.TaggedError<LoginDetailsIncorrect>()("LoginDetailsIncorrect", {
  message: text(MESSAGES.loginDetailsIncorrect),
  silent,
}) {}

export class SessionExpired extends Schema.TaggedError<SessionExpired>()("SessionExpired", {
  message: text(MESSAGES.sessionExpired),
  silent,
}) {}

/** The request or a form broke a rule; `fieldErrors` holds the first message of each field. */
export class ValidationFailed extends Schema.TaggedError<ValidationFailed>()("ValidationFailed", {
  message: text(MESSAGES.validationFailed),
  fieldErrors: Schema.Record(Schema.String, Schema.String),
  silent,
}) {}

export class AccountNotActivated extends Schema.TaggedError<AccountNotActivated>()("AccountNotActivated", {
  message: text(MESSAGES.accountNotActivated),
  silent,
}) {}

export class ActivationLinkInvalid extends Schema.TaggedError<ActivationLinkInvalid>()("ActivationLinkInvalid", {
  message: text(MESSAGES.activationLinkInvalid),
  silent,
}) {}

export class TooManyAttempts extends Schema.TaggedError<TooManyAttempts>()("TooManyAttempts", {
  message: text(MESSAGES.tooManyAttempts),
  silent,
}) {}

export class Forbidden extends Schema.TaggedError<Forbidden>()("Forbidden", {
  message: text(MESSAGES.forbidden),
  silent,
}) {}

/** Google or LinkedIn did not vouch for the identity (bad, expired or unverified token). */
export class IdentityNotVerified extends Schema.TaggedError<IdentityNotVerified>()("IdentityNotVerified", {
  message: text(MESSAGES.identityNotVerified),
  silent,
}) {}

/** A verified identity signed in, but no account of that kind has its e-mail: sign up first. */
export class NoAccountForIdentity extends Schema.TaggedError<NoAccountForIdentity>()("NoAccountForIdentity", {
  message: text(MESSAGES.noAccountForIdentity),
  silent,
}) {}

/** A password change named the wrong current password. */
export class CurrentPasswordIncorrect extends Schema.TaggedError<CurrentPasswordIncorrect>()("CurrentPasswordIncorrect", {
  message: text(MESSAGES.currentPasswordIncorrect),
  silent,
}) {}

/** A password reset link that is unknown, used or expired. */
export class PasswordResetLinkInvalid extends Schema.TaggedError<PasswordResetLinkInvalid>()("PasswordResetLinkInvalid", {
  message: text(MESSAGES.passwordResetLinkInvalid),
  silent,
}) {}

/** A business rule refused the request; the text is the server's. */
export class Refused extends Schema.TaggedError<Refused>()("Refused", {
  message: text(MESSAGES.unexpected),
  status: Schema.Number,
  silent,
}) {}

export type CoreError =
  | UnexpectedError
  | NetworkError
  | EmailAlreadyRegistered
  | FilesNotAccepted
  | LoginDetailsIncorrect
  | SessionExpired
  | ValidationFailed
  | AccountNotActivated
  | ActivationLinkInvalid
  | TooManyAttempts
  | Forbidden
  | IdentityNotVerified
  | NoAccountForIdentity
  | CurrentPasswordIncorrect
  | PasswordResetLinkInvalid
  | Refused;

const coreErrorClasses = [
  UnexpectedError,
  NetworkError,
  EmailAlreadyRegistered,
  FilesNotAccepted,
  LoginDetailsIncorrect,
  SessionExpired,
  ValidationFailed,
  AccountNotActivated,
  ActivationLinkInvalid,
  TooManyAttempts,
  Forbidden,
  IdentityNotVerified,
  NoAccountForIdentity,
  CurrentPasswordIncorrect,
  PasswordResetLinkInvalid,
  Refused,
] as const;

export const isCoreError = (u: unknown): u is CoreError =>
  Predicate.isObject(u) && coreErrorClasses.some((errorClass) => u instanceof errorClass);
