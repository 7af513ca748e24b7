// The one place a failed answer becomes text and a tagged error, in the spec's order (§8):
// messages[0], else the first entry of errors, else title; a 401 outside the sign-in calls reads "please login again".
// Pure: it may not call anything, append events or read the session.
import { Predicate } from "effect";
import { MESSAGES } from "../errors/catalogue.ts";
import {
  AccountNotActivated,
  ActivationLinkInvalid,
  EmailAlreadyRegistered,
  FilesNotAccepted,
  Forbidden,
  LoginDetailsIncorrect,
  Refused,
  SessionExpired,
  TooManyAttempts,
  UnexpectedError,
  ValidationFailed,
  type CoreError,
} from "../errors/errors.ts";
import { callKindOf } from "./whitelist.ts";

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
}

/** The text a person reads for a failed answer. */
export const failureText = (context: Omit<FailureContext, "silent">): string => {
  if (context.status === 401 && callKindOf(context.url) === "protected") return MESSAGES.sessionExpired;
  if (!Predicate.isObject(context.body)) return MESSAGES.unexpected;
  return problemText(context.body) ?? MESSAGES.unexpected;
};

/** The tagged error for a failed answer: status and call decide the tag, failureText the words. */
export const toCoreError = (context: FailureContext): CoreError => {
  const message = failureText(context);
  const silent = context.silent ?? false;
  const kind = callKindOf(context.url);
  const { status } = context;
  if (status === 401 && kind === "protected") return new SessionExpired({ message, silent });
  if (!Predicate.isObject(context.body)) return new UnexpectedError({ message, silent });
  if (message === MESSAGES.emailAlreadyRegistered) return new EmailAlreadyRegistered({ message, silent });
  if (message === MESSAGES.filesNotAccepted) return new FilesNotAccepted({ message, silent });
  if (status === 401 && kind === "signIn") return new LoginDetailsIncorrect({ message, silent });
  if (status === 403 && kind === "signIn") return new AccountNotActivated({ message, silent });
  if (status === 409 && kind === "signUp") return new EmailAlreadyRegistered({ message, silent });
  if (status === 410 && kind === "activation") return new ActivationLinkInvalid({ message, silent });
  if (status === 429) return new TooManyAttempts({ message, silent });
  if (status === 400 || status === 422) {
    return new ValidationFailed({ message, silent, fieldErrors: firstErrorPerField(context.body.errors) });
  }
  if (status === 403) return new Forbidden({ message, silent });
  if (status === 413 || status === 415) return new FilesNotAccepted({ message, silent });
  if (status >= 400 && status < 500) return new Refused({ message, status, silent });
  return new UnexpectedError({ message, silent });
};

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

const firstErrorPerField = (errors: unknown): Record<string, string> => {
  const fields: Record<string, string> = {};
  if (!Predicate.isObject(errors)) return fields;
  for (const [field, messages] of Object.entries(errors)) {
    const text = firstText(messages);
    if (text !== undefined) fields[field] = text;
  }
  return fields;
};

const nonBlank = (value: unknown): value is string => Predicate.isString(value) && value.trim() !== "";
