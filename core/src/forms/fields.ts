// Field bricks every form is built from (text counted as the contract counts it, choices, lists, numbers, dates),
// and the members' own shared fields (district, skills, web address, month), with the contract's exact words.
// Pure: assembled into forms by the areas (accounts, talents, businesses, listings, staff); validateForm reads them all.
import { Schema, type SchemaAST } from "effect";

/** The contract's `not: { pattern: '[\u0000-\u001F\u007F]' }`: one line of text without control characters. */
export const NO_CONTROL_CHARACTERS = /^[^\u0000-\u001F\u007F]*$/;
/** The address's variant: line feeds allowed, other control characters not. */
export const NO_CONTROL_CHARACTERS_BUT_NEWLINE = /^[^\u0000-\u0009\u000B-\u001F\u007F]*$/;

type Annotations = { readonly message: string };

/** Characters as JSON Schema and the contract count them: code points, so "😀" is one character, not two. */
const characterCount = (value: string): number => {
  let count = 0;
  for (const _ of value) count += 1;
  return count;
};

/** At least `min` characters (code points, as the contract's minLength). */
export const isMinChars = (min: number, annotations: Annotations) =>
  Schema.makeFilter<string>((value) => (characterCount(value) >= min ? undefined : annotations.message), annotations);

/** At most `max` characters (code points, as the contract's maxLength). */
export const isMaxChars = (max: number, annotations: Annotations) =>
  Schema.makeFilter<string>((value) => (characterCount(value) <= max ? undefined : annotations.message), annotations);
type StringChecks = ReadonlyArray<SchemaAST.Check<string>>;

/** A string field whose every failure, a missing key or a wrong type included, reads `message`. */
export const textField = (message: string, checks: (annotations: Annotations) => StringChecks = () => []) => {
  const [first, ...rest] = checks({ message });
  const base = Schema.String.annotate({ message });
  return (first === undefined ? base : base.check(first, ...rest)).annotateKey({ messageMissingKey: message });
};

/** Text of `min` to `max` characters with at least one that is not a space, e.g. a name. */
export const nameField = (message: string, max: number, noControl: RegExp = NO_CONTROL_CHARACTERS) =>
  textField(message, (a) => [isMaxChars(max, a), Schema.isPattern(/\S/, a), Schema.isPattern(noControl, a)]);

/** The contract's long-text rule: control characters are refused except line feed and carriage return. */
export const NO_CONTROL_CHARACTERS_BUT_LINE_BREAKS = /^[^\u0000-\u0009\u000B\u000C\u000E-\u001F\u007F]*$/;

/** Text of at most `max` characters, which may be empty. */
export const optionalText = (message: string, max: number, noControl: RegExp = NO_CONTROL_CHARACTERS) =>
  textField(message, (a) => [isMaxChars(max, a), Schema.isPattern(noControl, a)]);

/** Text of `min` to `max` characters with at least one that is not a space. */
export const requiredText = (message: string, min: number, max: number, noControl: RegExp = NO_CONTROL_CHARACTERS) =>
  textField(message, (a) => [isMinChars(min, a), isMaxChars(max, a), Schema.isPattern(/\S/, a), Schema.isPattern(noControl, a)]);

/** One of `values`; any other value, or none, reads `message`. */
export const choiceField = <const L extends ReadonlyArray<string>>(values: L, message: string) =>
  Schema.Literals(values).annotate({ message }).annotateKey({ messageMissingKey: message });

/** `field` or null; a missing key, a wrong type or a broken rule all read `message`. */
export const nullable = <S extends Schema.Top>(field: S, message: string) =>
  Schema.NullOr(field).annotate({ message }).annotateKey({ messageMissingKey: message });

/** A finite number from `minimum` to `maximum` (whole when `integer`). */
export const numberField = (message: string, minimum: number, maximum: number, integer = false) => {
  const a = { message };
  const range = Schema.isBetween({ minimum, maximum }, a);
  const base = Schema.Finite.annotate(a);
  return (integer ? base.check(Schema.isInt(a), range) : base.check(range)).annotateKey({ messageMissingKey: message });
};

export const booleanField = (message: string) => Schema.Boolean.annotate({ message }).annotateKey({ messageMissingKey: message });

/** An array of at most `max` entries; `message` for a wrong type, too many, or repeats when `unique`. */
export const listField = <S extends Schema.Top>(item: S, max: number, message: string, unique = false) => {
  const a = { message };
  // Mutable, because the generated contract types take plain arrays.
  const base = Schema.mutable(Schema.Array(item)).annotate(a);
  return (unique ? base.check(Schema.isMaxLength(max, a), Schema.isUnique(a)) : base.check(Schema.isMaxLength(max, a))).annotateKey({
    messageMissingKey: message,
  });
};

export const DISTRICTS = ["brunei-muara", "belait", "tutong", "temburong"] as const;
export const DistrictField = choiceField(DISTRICTS, "Please choose a district.");

const SKILLS_MESSAGE = "Please list up to 50 different skills, each up to 50 characters.";
/** Up to 50 different skills of 1 to 50 characters each. */
export const SkillsField = listField(requiredText(SKILLS_MESSAGE, 1, 50), 50, SKILLS_MESSAGE, true);

/** A phone number: digits, spaces, + - and brackets, 7 to 20 characters. */
export const PhoneField = (message: string) =>
  textField(message, (a) => [isMinChars(7, a), isMaxChars(20, a), Schema.isPattern(/^\+?[0-9 ()-]+$/, a)]);

const WEB_ADDRESS_MESSAGE = "Please enter a web address starting with http:// or https://.";
/** An http(s) address of up to 300 characters, or null. */
export const WebAddressField = nullable(
  textField(WEB_ADDRESS_MESSAGE, (a) => [isMaxChars(300, a), Schema.isPattern(/^https?:\/\/[^\s]+$/, a)]),
  WEB_ADDRESS_MESSAGE,
);

/** "YYYY-MM", from 1900-01 to 2099-12. */
export const YEAR_MONTH_PATTERN = /^(19|20)[0-9]{2}-(0[1-9]|1[0-2])$/;
export const YearMonthField = textField("Please enter a month as YYYY-MM.", (a) => [Schema.isPattern(YEAR_MONTH_PATTERN, a)]);

/** A calendar date "YYYY-MM-DD" that exists (no 31 February). */
export const isCalendarDate = (value: string): boolean => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00.000Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
};

export const dateField = (message: string) =>
  textField(message, (a) => [Schema.makeFilter<string>((value) => (isCalendarDate(value) ? undefined : message), a)]);
