// defineEvent: one client event's wire name ("v1.SignedIn") and its payload Schema, written once beside the
// commands that append it. Pure; never reshape a v1 payload once shipped (add a v2 event instead).
import { Predicate, Schema } from "effect";

/** One event as a command hands it to the log (the log stamps `seq` and `at`), and as it sits there. */
export interface EventDefinition<T extends string, P extends Schema.Constraint> {
  readonly type: T;
  readonly payload: P;
  /** The stamped event: `seq` is its 1-based position in its channel, `at` an ISO-8601 instant. */
  readonly schema: Schema.Struct<{
    readonly type: Schema.Literal<T>;
    readonly payload: P;
    readonly seq: Schema.Number;
    readonly at: Schema.String;
  }>;
}

export const defineEvent = <const T extends string, P extends Schema.Constraint>(type: T, payload: P): EventDefinition<T, P> => ({
  type,
  payload,
  schema: Schema.Struct({ type: Schema.Literal(type), payload, seq: Schema.Number, at: Schema.String }),
});

/** Any event definition, as the channels list them. */
export type AnyEventDefinition = EventDefinition<string, Schema.Constraint>;

/** The stamped event a group of definitions stands for. */
export type EventOfDefinition<D> = D extends { readonly schema: { readonly Type: infer E } } ? E : never;

/** What a command appends: the stamped event without `seq` and `at`. */
export type Unstamped<E> = E extends { readonly type: infer T; readonly payload: infer P }
  ? { readonly type: T; readonly payload: P }
  : never;

/** The wire names of a group of definitions, for telling channels apart at run time. */
export const typesOf = (definitions: ReadonlyArray<AnyEventDefinition>): ReadonlySet<string> =>
  new Set(definitions.map((definition) => definition.type));

/** The keys a contract shape cannot be without (openapi-typescript writes optional ones with `?`). */
export type RequiredKeyOf<T> = { [K in keyof T]-?: {} extends Pick<T, K> ? never : K }[keyof T] & string;

/**
 * A contract shape carried whole in a payload (a profile, a vacancy, a page of results). The server checked it against
 * openapi/*.yaml; a decoded line must be an object with every required key, listed in `required` (the checker
 * refuses a list missing one), and its fields are taken as the contract's.
 */
export const contractShape = <T extends object>(
  identifier: string,
  required: { readonly [K in RequiredKeyOf<T>]: true },
): Schema.declare<T> => {
  const keys = Object.keys(required);
  return Schema.declare(
    (input: unknown): input is T =>
      Predicate.isObject(input) && !Array.isArray(input) && keys.every((key) => Object.hasOwn(input, key)),
    { identifier },
  );
};
