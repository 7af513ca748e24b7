// Turns a failed command or query into one `v1.CommandFailed` event (a toast, unless silent).
// The innermost named program reports; outer ones see the mark and do not report the same failure twice.
import { Cause, Context, Effect, Option, Predicate, Schema } from "effect";
import { isCoreError, UnexpectedError, ValidationFailed, type CoreError } from "../errors/errors.ts";
import { EventLog } from "../events/event-log.ts";
import { validateForm, type FieldErrors } from "../forms/validate-form.ts";

/** Marks a Cause whose failure is already in the log, with the name of the program that reported it. */
export class FailureReported extends Context.Service<FailureReported, string>()("@ictm/core/FailureReported") {}

export const isReported = <E>(cause: Cause.Cause<E>): boolean =>
  Context.getOrUndefined(Cause.annotations(cause), FailureReported) !== undefined;

/** The CoreError a Cause stands for: its typed failure, or UnexpectedError for a defect or a foreign error. */
export const coreErrorOf = <E>(cause: Cause.Cause<E>): CoreError => {
  const failure = Option.getOrUndefined(Cause.findErrorOption(cause));
  return isCoreError(failure) ? failure : new UnexpectedError({});
};

/** Appends `v1.CommandFailed` for `cause` unless it was reported already. Interruptions are not failures. */
export const appendFailure = Effect.fnUntraced(function* <E>(command: string, cause: Cause.Cause<E>) {
  if (isReported(cause) || Cause.hasInterruptsOnly(cause)) return;
  const error = coreErrorOf(cause);
  const log = yield* EventLog;
  yield* log.append({
    type: "v1.CommandFailed",
    payload: { command, error: error._tag, message: error.message, silent: error.silent },
  });
});

/** For `Effect.fn(name)(body, reportFailure(name))`: every command and query ends with it. */
export const reportFailure =
  (command: string) =>
  // The unused rest parameter lets Effect.fn infer the command's own parameters from its body alone.
  <A, E, R>(self: Effect.Effect<A, E, R>, ..._args: Array<unknown>): Effect.Effect<A, E, R | EventLog> =>
    self.pipe(
      Effect.catchCause((cause) =>
        appendFailure(command, cause).pipe(
          Effect.andThen(Effect.failCause(Cause.annotate(cause, Context.make(FailureReported, command)))),
        ),
      ),
    );

/** Decodes a command's input with its schema, failing with ValidationFailed and each field's first message. */
export const decodeInput = <S extends Schema.ConstraintDecoder<unknown>>(schema: S) => {
  const decode = Schema.decodeUnknownEffect(schema);
  return (input: unknown): Effect.Effect<S["Type"], ValidationFailed> =>
    decode(input).pipe(
      Effect.mapError(() => {
        const fieldErrors: FieldErrors = validateForm(schema, input);
        const first = Object.values(fieldErrors)[0];
        return first === undefined ? new ValidationFailed({ fieldErrors }) : new ValidationFailed({ message: first, fieldErrors });
      }),
    );
};

/**
 * Decodes a tagged input (`method`, say) with the schema of its tag, so a person reads the messages of the
 * shape they meant, not of every shape a union could take. A missing tag means `fallback`, when there is one.
 */
export const decodeTagged =
  <A>(
    key: string,
    decoders: Readonly<Record<string, (input: unknown) => Effect.Effect<A, ValidationFailed>>>,
    options: { readonly fallback?: string; readonly message: string },
  ) =>
  (input: unknown): Effect.Effect<A, ValidationFailed> => {
    const raw = Predicate.hasProperty(input, key) ? input[key] : undefined;
    const tag = raw === undefined ? options.fallback : raw;
    const decoder = Predicate.isString(tag) && Object.hasOwn(decoders, tag) ? decoders[tag] : undefined;
    if (decoder !== undefined) return decoder(input);
    return Effect.fail(new ValidationFailed({ message: options.message, fieldErrors: { [key]: options.message } }));
  };
