// The language the permit forms are written in: a field descriptor says what a field is (its key, the label a
// person reads, its kind and its limits); from it come the value as stored (normalised), every message a field
// can get (its rules), the Effect Schema of a section, and the portal's rendering. Pure: written once here, the
// forms themselves are permit-forms.ts.
import { fieldApplies } from "./permit-values.ts";
import { Schema } from "effect";
import { isCalendarDate } from "../forms/fields.ts";

/** The reference lists a field may choose from (the common data's names). */
export type ReferenceList = "countries" | "businessTypes" | "bruneiIcColours" | "lpaApplicationTypes" | "salaryIntervals" | "contactChannelTypes";

/** Shown (and, in submit mode, required) only when a sibling checkbox has this value. */
export interface WhenRule {
  readonly key: string;
  readonly equals: boolean;
}

interface Common {
  readonly key: string;
  readonly label: string;
  readonly help?: string;
  readonly when?: WhenRule;
}

export type TextKind = "text" | "longText" | "email" | "phone" | "date" | "year";

export type TextDescriptor = Common & {
  readonly kind: TextKind;
  readonly required: boolean;
  /** Most characters (code points) the text may hold. */
  readonly max: number;
  /** Dates only: the sibling date this one may not come before (its key). */
  readonly notBefore?: string;
};
export type NumberDescriptor = Common & {
  readonly kind: "number";
  readonly required: boolean;
  readonly min: number;
  readonly max: number;
  readonly integer: boolean;
  /** What the number counts in, e.g. "%" or "BND per month". */
  readonly unit?: string;
};
export type CheckboxDescriptor = Common & {
  readonly kind: "checkbox";
  /** When present, submitting needs the box ticked, and this is the message. */
  readonly mustBeTrue?: string;
};
export type ReferenceDescriptor = Common & { readonly kind: "reference"; readonly required: boolean; readonly list: ReferenceList };
/** One of the Business's own job vacancies (its id). */
export type VacancyDescriptor = Common & { readonly kind: "vacancy"; readonly required: boolean };
/** One file of the application (a stored file id), or null. `pdf`: uploaded through the PDF call (images become a PDF). */
export type FileDescriptor = Common & { readonly kind: "file"; readonly required: boolean; readonly pdf: boolean };
/** Files of the application (stored file ids), `min` to `max` of them. */
export type FilesDescriptor = Common & { readonly kind: "files"; readonly min: number; readonly max: number; readonly pdf: boolean };
/** A list of short texts (e.g. passport numbers), `min` to `max` entries of up to `itemMax` characters. */
export type TextsDescriptor = Common & {
  readonly kind: "texts";
  readonly itemLabel: string;
  readonly min: number;
  readonly max: number;
  readonly itemMax: number;
};
/** A nested object, e.g. travel information. */
export type GroupDescriptor = Common & { readonly kind: "group"; readonly fields: ReadonlyArray<FieldDescriptor> };
/** Repeatable entries of `fields`. */
export type ListDescriptor = Common & {
  readonly kind: "list";
  readonly itemLabel: string;
  readonly min: number;
  readonly max: number;
  readonly fields: ReadonlyArray<FieldDescriptor>;
  /** Two number keys of each entry that must add up to at least 100 (the annual plan's percentages). */
  readonly sumsTo100?: readonly [string, string];
  /** Entries carry `canDelete`: false for the first (a plan keeps at least its first year), true for the rest. */
  readonly canDeleteFlag?: boolean;
};

export type FieldDescriptor =
  | TextDescriptor
  | NumberDescriptor
  | CheckboxDescriptor
  | ReferenceDescriptor
  | VacancyDescriptor
  | FileDescriptor
  | FilesDescriptor
  | TextsDescriptor
  | GroupDescriptor
  | ListDescriptor;

export interface SectionDescriptor {
  readonly key: string;
  readonly title: string;
  readonly description: string;
  readonly fields: ReadonlyArray<FieldDescriptor>;
}

/** Values as stored: normalised, every key of the descriptor present. */
export type SectionValues = Record<string, unknown>;

/** "draft": what saving a section refuses (shape, length, format); "submit": every rule. */
export type PermitMode = "draft" | "submit";

/** What some rules need to know beyond the values: the application's files and the Business's vacancies. */
export interface PermitContext {
  readonly fileIds: ReadonlySet<string>;
  readonly vacancyIds?: ReadonlySet<string>;
}

/** Every message of the permit forms: "<Label> is ..." as the specification asks, and its three fixed texts. */
export const PERMIT_MESSAGES = {
  certify: "You must certify to this.",
  agree: "You must agree to this.",
  percentages: "This 2 values must add up to 100%",
  required: (label: string) => `${label} is required`,
  atLeast: (label: string, min: number) => `${label} is required (at least ${min})`,
  tooMany: (label: string, max: number) => `${label} is limited to ${max} entries`,
  tooLong: (label: string, max: number) => `${label} is too long (at most ${max} characters)`,
  characters: (label: string) => `${label} is not plain text (it contains control characters)`,
  email: (label: string) => `${label} is not a valid email address`,
  phone: (label: string) => `${label} is not a valid phone number`,
  date: (label: string) => `${label} is not a valid date (YYYY-MM-DD)`,
  year: (label: string) => `${label} is not a valid year`,
  number: (label: string) => `${label} is not a number`,
  whole: (label: string) => `${label} is not a whole number`,
  range: (label: string, min: number, max: number) => `${label} is out of range (${min.toLocaleString("en-GB")} to ${max.toLocaleString("en-GB")})`,
  dateOrder: (label: string, earlier: string) => `${label} is before the ${earlier}`,
  unknownFile: (label: string) => `${label} is not a file of this application (upload it again)`,
  unknownVacancy: (label: string) => `${label} is not one of your job vacancies`,
  choice: (label: string) => `${label} is not one of the choices`,
  commentRequired: "Comment is required",
  commentTooLong: "Comment is too long (at most 2,000 characters)",
} as const;

// ---- Normalising: what is stored ----

const NUMERIC = /^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/;

/** Trimmed text; anything that is not text becomes "" (a number is written out). Line breaks read as LF. */
const normaliseText = (value: unknown): string =>
  typeof value === "string" ? value.replace(/\r\n?/g, "\n").trim() : typeof value === "number" && Number.isFinite(value) ? String(value) : "";

/** A finite number; numeric text reads as its number; anything else (null, "", "abc") is null, i.e. missing. */
const normaliseNumber = (value: unknown): number | null => {
  if (typeof value === "number") return Number.isFinite(value) ? value : null;
  if (typeof value === "string" && NUMERIC.test(value.trim())) {
    const parsed = Number(value.trim());
    return Number.isFinite(parsed) ? parsed : null;
  }
  return null;
};

const normaliseId = (value: unknown): string | null => (typeof value === "string" && value.trim() !== "" ? value.trim() : null);

const isRecord = (value: unknown): value is Readonly<Record<string, unknown>> => typeof value === "object" && value !== null && !Array.isArray(value);

/** One field's value as stored. */
export const normaliseField = (field: FieldDescriptor, value: unknown): unknown => {
  switch (field.kind) {
    case "text":
    case "longText":
    case "email":
    case "phone":
    case "date":
    case "year":
      return normaliseText(value);
    case "number":
      return normaliseNumber(value);
    case "checkbox":
      return value === true;
    case "reference":
    case "vacancy":
    case "file":
      return normaliseId(value);
    case "files":
      return Array.isArray(value) ? [...new Set(value.map(normaliseId).filter((id): id is string => id !== null))] : [];
    case "texts":
      return Array.isArray(value) ? value.map(normaliseText) : [];
    case "group":
      return normaliseFields(field.fields, value);
    case "list": {
      const entries = Array.isArray(value) ? value : [];
      return entries.map((entry, index) => {
        const normalised = normaliseFields(field.fields, entry);
        return field.canDeleteFlag === true ? { ...normalised, canDelete: index > 0 } : normalised;
      });
    }
  }
};

/** An object of `fields` as stored: their keys only, each normalised; missing keys get their empty value. */
export const normaliseFields = (fields: ReadonlyArray<FieldDescriptor>, raw: unknown): SectionValues => {
  const source = isRecord(raw) ? raw : {};
  const values: SectionValues = {};
  for (const field of fields) values[field.key] = normaliseField(field, source[field.key]);
  return values;
};

/** A new, empty entry of a list (what "Add" puts on screen). */
export const emptyListEntry = (list: ListDescriptor): SectionValues => normaliseFields(list.fields, {});

// ---- Rules: one message per field, in the order a person fixes them ----

/** A problem of the values: where (path below the values judged) and what. */
export interface FieldProblem {
  readonly path: ReadonlyArray<string>;
  readonly message: string;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^\+?[0-9][0-9 ()-]{4,19}$/;
const YEAR = /^(19|20)\d{2}$/;
const SINGLE_LINE = /^[^\u0000-\u001F\u007F]*$/;
const MULTI_LINE = /^[^\u0000-\u0009\u000B-\u001F\u007F]*$/;

const characterCount = (value: string): number => [...value].length;

/** Whether a field is required in this mode, given whether its `when` condition holds. */
const requiredIn = (mode: PermitMode, applies: boolean): boolean => mode === "submit" && applies;

const textProblem = (field: TextDescriptor, value: unknown, required: boolean): string | undefined => {
  if (typeof value !== "string") return required ? PERMIT_MESSAGES.required(field.label) : undefined;
  if (value.trim() === "") return required ? PERMIT_MESSAGES.required(field.label) : undefined;
  if (characterCount(value) > field.max) return PERMIT_MESSAGES.tooLong(field.label, field.max);
  if (!(field.kind === "longText" ? MULTI_LINE : SINGLE_LINE).test(value)) return PERMIT_MESSAGES.characters(field.label);
  switch (field.kind) {
    case "email":
      return EMAIL.test(value) ? undefined : PERMIT_MESSAGES.email(field.label);
    case "phone":
      return PHONE.test(value) ? undefined : PERMIT_MESSAGES.phone(field.label);
    case "date":
      return isCalendarDate(value) ? undefined : PERMIT_MESSAGES.date(field.label);
    case "year":
      return YEAR.test(value) ? undefined : PERMIT_MESSAGES.year(field.label);
    default:
      return undefined;
  }
};

const numberProblem = (field: NumberDescriptor, value: unknown, required: boolean): string | undefined => {
  if (value === null || value === undefined) return required ? PERMIT_MESSAGES.required(field.label) : undefined;
  if (typeof value !== "number" || !Number.isFinite(value)) return PERMIT_MESSAGES.number(field.label);
  if (field.integer && !Number.isInteger(value)) return PERMIT_MESSAGES.whole(field.label);
  if (value < field.min || value > field.max) return PERMIT_MESSAGES.range(field.label, field.min, field.max);
  return undefined;
};

const idProblem = (label: string, value: unknown, required: boolean, known: ReadonlySet<string> | undefined, unknown: string): string | undefined => {
  if (value === null || value === undefined || value === "") return required ? PERMIT_MESSAGES.required(label) : undefined;
  if (typeof value !== "string") return PERMIT_MESSAGES.choice(label);
  if (known !== undefined && !known.has(value)) return unknown;
  return undefined;
};

/**
 * The problem of one field on its own (not its entries', not its siblings'): what its Schema's filter says.
 * `applies`: its `when` condition holds (a field without one always applies).
 */
export const ownProblem = (field: FieldDescriptor, value: unknown, mode: PermitMode, applies: boolean, context?: PermitContext): string | undefined => {
  const required = (flag: boolean) => flag && requiredIn(mode, applies);
  switch (field.kind) {
    case "text":
    case "longText":
    case "email":
    case "phone":
    case "date":
    case "year":
      return textProblem(field, value, required(field.required));
    case "number":
      return numberProblem(field, value, required(field.required));
    case "checkbox":
      if (typeof value !== "boolean") return PERMIT_MESSAGES.required(field.label);
      return field.mustBeTrue !== undefined && mode === "submit" && applies && !value ? field.mustBeTrue : undefined;
    case "reference":
      return idProblem(field.label, value, required(field.required), undefined, PERMIT_MESSAGES.choice(field.label));
    case "vacancy":
      return idProblem(field.label, value, required(field.required), mode === "submit" ? context?.vacancyIds : undefined, PERMIT_MESSAGES.unknownVacancy(field.label));
    case "file":
      return idProblem(field.label, value, required(field.required), mode === "submit" ? context?.fileIds : undefined, PERMIT_MESSAGES.unknownFile(field.label));
    case "files": {
      if (!Array.isArray(value)) return PERMIT_MESSAGES.required(field.label);
      if (value.length > field.max) return PERMIT_MESSAGES.tooMany(field.label, field.max);
      if (value.length < field.min && requiredIn(mode, applies)) return field.min === 1 ? PERMIT_MESSAGES.required(field.label) : PERMIT_MESSAGES.atLeast(field.label, field.min);
      const known = mode === "submit" ? context?.fileIds : undefined;
      if (value.some((id) => typeof id !== "string" || (known !== undefined && !known.has(id)))) return PERMIT_MESSAGES.unknownFile(field.label);
      return undefined;
    }
    case "texts":
    case "list":
      if (!Array.isArray(value)) return PERMIT_MESSAGES.required(field.label);
      if (value.length > field.max) return PERMIT_MESSAGES.tooMany(field.label, field.max);
      if (value.length < field.min && requiredIn(mode, applies)) return PERMIT_MESSAGES.atLeast(field.label, field.min);
      return undefined;
    case "group":
      return isRecord(value) ? undefined : PERMIT_MESSAGES.required(field.label);
  }
};

/** The text field a `texts` entry is judged as: its item label, required. */
const textsItem = (field: TextsDescriptor): TextDescriptor => ({ kind: "text", key: "", label: field.itemLabel, required: true, max: field.itemMax });

const whenHolds = (field: FieldDescriptor, values: Readonly<Record<string, unknown>>): boolean => fieldApplies(field, values);

/**
 * The rules between the fields of one object: a date not before its partner, two percentages adding up to 100.
 * (A field's `when` is applied by `fieldsProblems`; it decides whether that field is required.)
 */
export const siblingProblems = (fields: ReadonlyArray<FieldDescriptor>, values: Readonly<Record<string, unknown>>): ReadonlyArray<FieldProblem> => {
  const problems: FieldProblem[] = [];
  for (const field of fields) {
    if (field.kind === "date" || field.kind === "text" || field.kind === "longText" || field.kind === "email" || field.kind === "phone" || field.kind === "year") {
      if (field.notBefore === undefined) continue;
      const value = values[field.key];
      const earlier = values[field.notBefore];
      const partner = fields.find((other) => other.key === field.notBefore);
      if (typeof value === "string" && typeof earlier === "string" && isCalendarDate(value) && isCalendarDate(earlier) && value < earlier && partner !== undefined) {
        problems.push({ path: [field.key], message: PERMIT_MESSAGES.dateOrder(field.label, partner.label) });
      }
    }
  }
  return problems;
};

/** The entry rule of a list: the two keys adding up to at least 100 (above 100 is allowed). */
const sumProblems = (list: ListDescriptor, entry: Readonly<Record<string, unknown>>): ReadonlyArray<FieldProblem> => {
  if (list.sumsTo100 === undefined) return [];
  const [first, second] = list.sumsTo100;
  const a = entry[first];
  const b = entry[second];
  return typeof a === "number" && typeof b === "number" && a + b < 100 ? [{ path: [second], message: PERMIT_MESSAGES.percentages }] : [];
};

/**
 * Every problem of an object of `fields`, each at its path: each field's own, its entries' and its siblings'.
 * A walk, so a broken field never hides another field's problem (a person sees every message at once).
 */
export const fieldsProblems = (
  fields: ReadonlyArray<FieldDescriptor>,
  raw: unknown,
  mode: PermitMode,
  context?: PermitContext,
): ReadonlyArray<FieldProblem> => {
  const values = isRecord(raw) ? raw : {};
  const problems: FieldProblem[] = [];
  for (const field of fields) {
    const value = values[field.key];
    const applies = whenHolds(field, values);
    const own = ownProblem(field, value, mode, applies, context);
    if (own !== undefined) {
      problems.push({ path: [field.key], message: own });
      if (field.kind !== "list" && field.kind !== "texts") continue;
    }
    if (!applies && mode === "submit") continue;
    if (field.kind === "group") {
      for (const problem of fieldsProblems(field.fields, value, mode, context)) problems.push({ path: [field.key, ...problem.path], message: problem.message });
    }
    if (field.kind === "texts" && Array.isArray(value)) {
      const item = textsItem(field);
      value.forEach((entry, index) => {
        const message = textProblem(item, entry, mode === "submit");
        if (message !== undefined) problems.push({ path: [field.key, String(index)], message });
      });
    }
    if (field.kind === "list" && Array.isArray(value)) {
      value.forEach((entry, index) => {
        const inner = [...fieldsProblems(field.fields, entry, mode, context), ...(mode === "submit" && isRecord(entry) ? sumProblems(field, entry) : [])];
        for (const problem of inner) problems.push({ path: [field.key, String(index), ...problem.path], message: problem.message });
      });
    }
  }
  for (const problem of siblingProblems(fields, values)) {
    if (!problems.some((known) => known.path.join(".") === problem.path.join("."))) problems.push(problem);
  }
  return problems;
};

// ---- The Schema: the same rules as an Effect Schema, for decoding and for anyone judging with Schemas ----

/**
 * The Schema of an object of `fields`: an object whose check reports every problem `fieldsProblems` finds, each
 * at its own path with its own message. So decoding succeeds exactly when the walk finds nothing, and
 * `formVerdict(schema, values)` is the walk's verdict.
 */
export const fieldsSchema = (fields: ReadonlyArray<FieldDescriptor>, mode: PermitMode, context?: PermitContext) =>
  Schema.Record(Schema.String, Schema.Unknown)
    .annotate({ message: "Please send the section's values as an object." })
    .check(
      Schema.makeFilter<Readonly<Record<string, unknown>>>((values) =>
        fieldsProblems(fields, values, mode, context).map((problem) => ({ path: problem.path, issue: problem.message })),
      ),
    );
