// The one place a failed answer becomes a tagged error and its text, in the spec's order (§8):
// messages[0], else the first entry of errors, else title; a 401 outside the sign-in calls reads "please login again".
// Pure: it may not call anything, append events or read the session.
import { Predicate } from "effect";
import { MESSAGES } from "../errors/catalogue.ts";
import {
  AccountNotActivated,
  ActivationLinkInvalid,
  CurrentPasswordIncorrect,
  EmailAlreadyRegistered,
  FilesNotAccepted,
  Forbidden,
  IdentityNotVerified,
  LoginDetailsIncorrect,
  NoAccountForIdentity,
  PasswordResetLinkInvalid,
  Refused,
  SessionExpired,
  TooManyAttempts,
  UnexpectedError,
  ValidationFailed,
  type CoreError,
} from "../errors/errors.ts";
import { callKindOf, isPasswordChange, providerOf, type CallKind } from "./whitelist.ts";

/** A problem+json body as the server may send it; anything else counts as unreadable. */
export interface ProblemBody {
  readonly title?: unknown;
  readonly status?: unknown;
  readonly errors?: unknown;
  readonly messages?: unknown;
}

export interface FailureContext {
  /** The HTTP status of the answer. */
  readonly status: number;
  /** The request's address or path; it decides whether the call is on the sign-in whitelist. */
  readonly url: string;
  /** The body as parsed, or undefined / a string when it was not JSON. */
  readonly body: unknown;
  /** Calls flagged silent or skipAuthCheck fail without a toast. */
  readonly silent?: boolean;
  /** The call's kind when the caller knows it better than the portal's whitelist (a back-office call). */
  readonly kind?: CallKind;
}

/** The text a person reads for a failed answer: always the message of `toCoreError`. */
export const failureText = (context: Omit<FailureContext, "silent">): string => toCoreError(context).message;

/**
 * The tagged error for a failed answer: status and call decide the tag; the server's words, in the order
 * rule, decide the text. Only when the server said nothing readable does a known situation use its own
 * words (e.g. "Your current password is not correct."); any other failure reads the catalogue's default.
 */
export const toCoreError = (context: FailureContext): CoreError => {
  const silent = context.silent ?? false;
  const { status, url, body } = context;
  const kind = context.kind ?? callKindOf(url);
  if (status === 401 && kind === "protected") return new SessionExpired({ silent });
  if (!Predicate.isObject(body)) return new UnexpectedError({ silent });
  const said = problemText(body);
  const words = (fallback: string = MESSAGES.unexpected) => ({ message: said ?? fallback, silent });
  const provider = providerOf(url);

  if (said === MESSAGES.emailAlreadyRegistered) return new EmailAlreadyRegistered(words());
  if (said === MESSAGES.filesNotAccepted) return new FilesNotAccepted(words());
  if (said === MESSAGES.noAccountForIdentity && kind !== "protected") return new NoAccountForIdentity(words());
  if (status === 401 && (kind === "signIn" || kind === "signUp" || kind === "identity")) {
    if (said === MESSAGES.loginDetailsIncorrect || (provider === null && kind === "signIn")) {
      return new LoginDetailsIncorrect(words(MESSAGES.loginDetailsIncorrect));
    }
    if (provider !== null) return new IdentityNotVerified(words(identityText(provider)));
  }
  if (status === 403 && kind === "signIn") return new AccountNotActivated(words(MESSAGES.accountNotActivated));
  if (status === 403 && isPasswordChange(url)) return new CurrentPasswordIncorrect(words(MESSAGES.currentPasswordIncorrect));
  if (status === 409 && (kind === "signUp" || kind === "signIn")) {
    return new EmailAlreadyRegistered(words(MESSAGES.emailAlreadyRegistered));
  }
  if (status === 410 && kind === "activation") return new ActivationLinkInvalid(words(MESSAGES.activationLinkInvalid));
  if (status === 410 && kind === "passwordReset") return new PasswordResetLinkInvalid(words(MESSAGES.passwordResetLinkInvalid));
  if (status === 429) return new TooManyAttempts(words());
  if (status === 400 || status === 422) return new ValidationFailed({ ...words(), fieldErrors: firstErrorPerField(body.errors) });
  if (status === 403) return new Forbidden(words());
  if (status === 413 || status === 415) return new FilesNotAccepted(words(MESSAGES.filesNotAccepted));
  if (status >= 400 && status < 500) return new Refused({ ...words(), status });
  return new UnexpectedError(words());
};

const identityText = (provider: "google" | "linkedin"): string =>
  provider === "google" ? MESSAGES.googleIdentityNotVerified : MESSAGES.linkedInIdentityNotVerified;

const problemText = (body: ProblemBody): string | undefined =>
  firstText(body.messages) ?? firstFieldError(body.errors) ?? (nonBlank(body.title) ? body.title : undefined);

const firstText = (list: unknown): string | undefined =>
  Array.isArray(list) ? list.find((item): item is string => nonBlank(item)) : undefined;

const firstFieldError = (errors: unknown): string | undefined => {
  if (!Predicate.isObject(errors)) return undefined;
  for (const messages of Object.values(errors)) {
    const text = firstText(messages);
    if (text !== undefined) return text;
  }
  return undefined;
};

/** The server names a nested field by its dotted path ("registrationData.phone"); forms name it "phone". */
const firstErrorPerField = (errors: unknown): Record<string, string> => {
  const fields: Record<string, string> = {};
  if (!Predicate.isObject(errors)) return fields;
  for (const [path, messages] of Object.entries(errors)) {
    const text = firstText(messages);
    const field = path.split(".").at(-1) ?? path;
    if (text !== undefined && !(field in fields)) fields[field] = text;
  }
  return fields;
};

const nonBlank = (value: unknown): value is string => Predicate.isString(value) && value.trim() !== "";
