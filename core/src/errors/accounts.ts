// Tagged errors of the ways in and out of an account: sign-up, sign-in, activation, passwords, rate limits.
// Text defaults come from the catalogue only.
import { Schema } from "effect";
import { MESSAGES } from "./catalogue.ts";
import { silent, text } from "./general.ts";

export class EmailAlreadyRegistered extends Schema.TaggedError<EmailAlreadyRegistered>()("EmailAlreadyRegistered", {
  message: text(MESSAGES.emailAlreadyRegistered),
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
