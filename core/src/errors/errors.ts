// Tagged errors of the core, each carrying the text a person reads; the classes live by area (general,
// accounts, identity, files, verification, listings, permits). Never build one from a raw server answer here; api/failure.ts is the one place that does.
import { Predicate } from "effect";
import {
  AccountNotActivated,
  ActivationLinkInvalid,
  CurrentPasswordIncorrect,
  EmailAlreadyRegistered,
  LoginDetailsIncorrect,
  PasswordResetLinkInvalid,
  SessionExpired,
  TooManyAttempts,
} from "./accounts.ts";
import { FilesNotAccepted } from "./files.ts";
import { Forbidden, NetworkError, NotFound, Refused, StaleVersion, UnexpectedError, ValidationFailed, VersionRequired } from "./general.ts";
import { IdentityNotVerified, IdentityProviderUnavailable, NoAccountForIdentity } from "./identity.ts";
import { CardMoveRefused } from "./board.ts";
import { ChiefLinkClosed, DecisionRefused } from "./decisions.ts";
import { VacancyMoveRefused } from "./listings.ts";
import { PermitRefused } from "./permits.ts";
import { SignatureRefused } from "./signatures.ts";
import { VerificationRefused } from "./verification.ts";

export * from "./accounts.ts";
export * from "./board.ts";
export * from "./decisions.ts";
export * from "./files.ts";
export { Forbidden, NetworkError, NotFound, Refused, StaleVersion, UnexpectedError, ValidationFailed, VersionRequired } from "./general.ts";
export * from "./identity.ts";
export * from "./listings.ts";
export * from "./permits.ts";
export * from "./signatures.ts";
export * from "./verification.ts";

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
  StaleVersion,
  NotFound,
  VersionRequired,
  VerificationRefused,
  VacancyMoveRefused,
  CardMoveRefused,
  PermitRefused,
  DecisionRefused,
  ChiefLinkClosed,
  SignatureRefused,
  IdentityNotVerified,
  IdentityProviderUnavailable,
  NoAccountForIdentity,
  CurrentPasswordIncorrect,
  PasswordResetLinkInvalid,
  Refused,
] as const;

export type CoreError = InstanceType<(typeof coreErrorClasses)[number]>;

export const isCoreError = (u: unknown): u is CoreError =>
  Predicate.isObject(u) && coreErrorClasses.some((errorClass) => u instanceof errorClass);
