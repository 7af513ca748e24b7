// What a form's schema says of some values: the UIs' inline errors (one message a field) and the server's
// verdict (every message, by the field's dotted path, as the contract's validator names it). Pure: one decoding,
// so the server refuses exactly the fields the UIs mark. Never a message of its own: every word is the schema's.
import { Schema } from "effect";
import { EDGE_MESSAGES, findUnsafeText, unsafeTextField } from "./request-text.ts";

/** Field name to the first message for that field; empty when the values pass. */
export type FieldErrors = Readonly<Record<string, string>>;

/** Field path ("education.0.startYear") to every message for it; empty when the values pass. */
export type FieldVerdict = Readonly<Record<string, ReadonlyArray<string>>>;

/**
 * Works for every form and command input here. A message about a nested field (a command's
 * `registrationData.phone`) is filed under its innermost name ("phone"), as the flat form names it.
 */
export const validateForm = <S extends Schema.ConstraintDecoder<unknown>>(schema: S, values: unknown): FieldErrors => {
  const errors: Record<string, string> = {};
  for (const issue of issuesOf(schema, values)) {
    const last = issue.path.at(-1);
    const field = last === undefined ? "" : last;
    if (!(field in errors)) errors[field] = issue.message;
  }
  return errors;
};

/**
 * The verdict a 400 answer carries: every failed field by its dotted path (`whole` for the values as a whole),
 * each with its distinct messages in the schema's order.
 */
export const formVerdict = <S extends Schema.ConstraintDecoder<unknown>>(schema: S, values: unknown, whole = "body"): FieldVerdict => {
  const verdict: Record<string, string[]> = {};
  for (const issue of issuesOf(schema, values)) {
    const field = issue.path.length === 0 ? whole : issue.path.join(".");
    const messages = (verdict[field] ??= []);
    if (!messages.includes(issue.message)) messages.push(issue.message);
  }
  return verdict;
};

interface Issue {
  readonly path: ReadonlyArray<string>;
  readonly message: string;
}

/**
 * The schema's issues, with the edge's one rule for text (request-text.ts): a string holding a NUL or a lone
 * surrogate is refused in the edge's words, which stand for that field (they say what is wrong with it, and the
 * server refuses it so before anything else); the schema's words stand for every other field.
 */
const issuesOf = <S extends Schema.ConstraintDecoder<unknown>>(schema: S, values: unknown): ReadonlyArray<Issue> => {
  const unsafe = findUnsafeText(values, { keys: false }).map(unsafeTextField);
  const unsafeFields = new Set(unsafe.map((path) => path.join(".")));
  const result = Schema.toStandardSchemaV1(schema, { parseOptions: { errors: "all" } })["~standard"].validate(values);
  const issues: Issue[] =
    result instanceof Promise || result.issues === undefined
      ? []
      : result.issues.map((issue) => ({
          path: (issue.path ?? []).map((segment) => String(typeof segment === "object" ? segment.key : segment)),
          message: issue.message,
        }));
  return [...issues.filter((issue) => !unsafeFields.has(issue.path.join("."))), ...unsafe.map((path) => ({ path, message: EDGE_MESSAGES.unsafeCharacter }))];
};
