// An application's verdict as the UI reads it: every message by `<section>.<path>` ("personnel.expatPersonnel.0.fullName"),
// kept whole from a refused save or submit, and one section's part of it (groupVerdictBySection lists them). Pure.
import { Predicate } from "effect";
import { ValidationFailed, type CoreError } from "../errors/errors.ts";
import type { FieldVerdict } from "../forms/validate-form.ts";

/** The whole verdict a failed save or submit carries; empty for any other failure. */
export const permitVerdictOf = (error: CoreError): FieldVerdict => (error._tag === "ValidationFailed" ? error.verdict : {});

/** The part of `verdict` about `section`, keyed relative to it ("expatPersonnel.0.fullName"), as permitSectionVerdict names it. */
export const sectionVerdict = (verdict: FieldVerdict, section: string): FieldVerdict => {
  const prefix = `${section}.`;
  const part: Record<string, ReadonlyArray<string>> = {};
  for (const [path, messages] of Object.entries(verdict)) {
    if (path === section) part[""] = messages;
    else if (path.startsWith(prefix)) part[path.slice(prefix.length)] = messages;
  }
  return part;
};

/**
 * The ValidationFailed of a refused answer with its whole verdict kept: `errors` of the answer by full path (and
 * `fieldErrors` the first message of each, under the same full paths). Unchanged when the answer names no field.
 */
export const withWholeVerdict = (error: ValidationFailed, answer: unknown): ValidationFailed => {
  const verdict = verdictOfAnswer(answer);
  const fieldErrors: Record<string, string> = {};
  for (const [path, messages] of Object.entries(verdict)) {
    const first = messages[0];
    if (first !== undefined) fieldErrors[path] = first;
  }
  if (Object.keys(fieldErrors).length === 0) return error;
  return new ValidationFailed({ message: error.message, fieldErrors, verdict, silent: error.silent });
};

const verdictOfAnswer = (answer: unknown): FieldVerdict => {
  if (!Predicate.isObject(answer) || !Predicate.isObject(answer.errors)) return {};
  const verdict: Record<string, ReadonlyArray<string>> = {};
  for (const [path, messages] of Object.entries(answer.errors)) {
    if (!Array.isArray(messages)) continue;
    const texts = messages.filter((message): message is string => Predicate.isString(message) && message.trim() !== "");
    if (texts.length > 0) verdict[path] = texts;
  }
  return verdict;
};
