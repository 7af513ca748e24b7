// Tagged errors any call can fail with: unexpected, network, validation, forbidden, stale version, and the
// business refusal whose words are the server's. Text defaults come from the catalogue only.
import { Effect, Schema } from "effect";
import { MESSAGES } from "./catalogue.ts";

/** Every error's text, defaulting to the catalogue's. */
export const text = (fallback: string) => Schema.String.pipe(Schema.withConstructorDefault(Effect.succeed(fallback)));
/** A silent failure (a call flagged skipAuthCheck or silent) never becomes a toast. */
export const silent = Schema.Boolean.pipe(Schema.withConstructorDefault(Effect.succeed(false)));
/** The contract's problem kind the server named, when it named one (e.g. "verification-pending"). */
const kind = Schema.NullOr(Schema.String).pipe(Schema.withConstructorDefault(Effect.succeed(null)));

export class UnexpectedError extends Schema.TaggedError<UnexpectedError>()("UnexpectedError", {
  message: text(MESSAGES.unexpected),
  silent,
}) {}

export class NetworkError extends Schema.TaggedError<NetworkError>()("NetworkError", {
  message: text(MESSAGES.unexpected),
  silent,
}) {}

/** Every message by the field's full dotted path ("personnel.expatPersonnel.0.fullName"); empty unless a command kept it. */
const verdict = Schema.Record(Schema.String, Schema.Array(Schema.String)).pipe(Schema.withConstructorDefault(Effect.succeed({})));

/**
 * The request or a form broke a rule; `fieldErrors` holds the first message of each field. Commands whose forms
 * nest (expat permit applications) also keep the whole `verdict` by full path, so a screen can lead to each field.
 */
export class ValidationFailed extends Schema.TaggedError<ValidationFailed>()("ValidationFailed", {
  message: text(MESSAGES.validationFailed),
  fieldErrors: Schema.Record(Schema.String, Schema.String),
  verdict,
  silent,
}) {}

export class Forbidden extends Schema.TaggedError<Forbidden>()("Forbidden", {
  message: text(MESSAGES.forbidden),
  silent,
}) {}

/** Someone else changed the record since it was read (problem kind `stale-version`): reload and try again. */
export class StaleVersion extends Schema.TaggedError<StaleVersion>()("StaleVersion", {
  message: text(MESSAGES.staleVersion),
  silent,
}) {}

/** The record asked for does not exist, or the caller may not know it does (problem kind `not-found`). */
export class NotFound extends Schema.TaggedError<NotFound>()("NotFound", {
  message: text(MESSAGES.notFound),
  silent,
}) {}

/** A change to a versioned record named no version (problem kind `version-required`): reload and try again. */
export class VersionRequired extends Schema.TaggedError<VersionRequired>()("VersionRequired", {
  message: text(MESSAGES.versionRequired),
  silent,
}) {}

/**
 * A business rule refused the request (a 4xx with no tag of its own: not found, verification pending, ...);
 * the text is the server's, `kind` the problem kind it named, so a UI can tell refusals apart without text.
 */
export class Refused extends Schema.TaggedError<Refused>()("Refused", {
  message: text(MESSAGES.unexpected),
  status: Schema.Number,
  kind,
  silent,
}) {}
