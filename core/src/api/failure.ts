// The one place a failed answer becomes a tagged error and its text. The tag comes from the problem kind the
// server names (`type: urn:ictm:problem:<kind>`) and the status, never from its words; the text follows the spec's
// order (§8): messages[0], else the first entry of errors, else title, else the kind's catalogue text; a 401
// outside the sign-in calls reads "please login again". Pure: it may not call anything, append events or read the session.
import { Predicate } from "effect";
import { MESSAGES } from "../errors/catalogue.ts";
import { PROBLEMS, problemKindOf, type ProblemKind } from "../errors/problems.ts";
import { kindDecides, makeCoreError, tagOf, type CoreErrorTag } from "./failure-tags.ts";
import { PROTECTED_CALL, type CallFlags } from "./whitelist.ts";
import type { CoreError } from "../errors/errors.ts";

/** A problem+json body as the server may send it; anything else counts as unreadable. */
export interface ProblemBody {
  readonly type?: unknown;
  readonly title?: unknown;
  readonly status?: unknown;
  readonly errors?: unknown;
  readonly messages?: unknown;
}

export interface FailureContext {
  /** The HTTP status of the answer. */
  readonly status: number;
  /** The body as parsed, or undefined / a string when it was not JSON. */
  readonly body: unknown;
  /** Calls flagged silent or skipAuthCheck fail without a toast. */
  readonly silent?: boolean;
  /** The failed call's contract flags (see whitelist.ts); a call with none is protected. */
  readonly call?: CallFlags;
}

/** The text a person reads for a failed answer: always the message of `toCoreError`. */
export const failureText = (context: Omit<FailureContext, "silent">): string => toCoreError(context).message;

export const toCoreError = (context: FailureContext): CoreError => {
  const silent = context.silent ?? false;
  const { status, body } = context;
  const call = context.call ?? PROTECTED_CALL;
  if (status === 401 && call.kind === "protected") return makeCoreError("SessionExpired", { silent, status, kind: null, fieldErrors: {} });
  if (!Predicate.isObject(body)) return makeCoreError("UnexpectedError", { silent, status, kind: null, fieldErrors: {} });
  const kind = problemKindOf(body.type);
  const tag = tagOf(kind, status, call);
  const message = problemText(body) ?? fallbackText(kind, tag, call);
  return makeCoreError(tag, { silent, status, kind, fieldErrors: firstErrorPerField(body.errors), ...(message === undefined ? {} : { message }) });
};

/** When the server said nothing readable: the kind's catalogue text, else the provider's for an identity refusal,
 * else (undefined) the tag's own catalogue text. */
const fallbackText = (kind: ProblemKind | null, tag: CoreErrorTag, call: CallFlags): string | undefined => {
  if (kindDecides(kind)) return PROBLEMS[kind].message;
  if (tag !== "IdentityNotVerified") return undefined;
  if (call.provider === "google") return MESSAGES.googleIdentityNotVerified;
  if (call.provider === "linkedin") return MESSAGES.linkedInIdentityNotVerified;
  return undefined;
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
