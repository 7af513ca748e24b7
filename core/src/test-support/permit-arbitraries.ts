// Test-only: valid permit sections generated from the forms' own descriptors (so a new field is covered the day
// it is written), with the files and vacancies they refer to. Used by core's property tests and by tests/api.
import fc from "fast-check";
import type { FieldDescriptor, ListDescriptor, PermitContext, SectionValues } from "../permits/permit-fields.ts";
import { PERMIT_SECTIONS } from "../permits/permit-forms.ts";
import type { PermitType } from "../permits/permit-types.ts";

/** The application's files and the Business's vacancies the generated values may refer to. */
export const PERMIT_FILE_POOL = ["0b5c2b0e-0000-4000-8000-000000000001", "0b5c2b0e-0000-4000-8000-000000000002", "0b5c2b0e-0000-4000-8000-000000000003"];
export const PERMIT_VACANCY_POOL = ["0b5c2b0e-0000-4000-8000-0000000000aa"];
export const permitPoolContext: PermitContext = { fileIds: new Set(PERMIT_FILE_POOL), vacancyIds: new Set(PERMIT_VACANCY_POOL) };

const word = fc.stringMatching(/^[A-Za-z][a-z]{1,8}$/);
const words = fc.array(word, { minLength: 1, maxLength: 4 }).map((parts) => parts.join(" "));
const DAY = 24 * 60 * 60 * 1000;
const date = fc.integer({ min: 0, max: 365 * 60 }).map((days) => new Date(Date.UTC(1970, 0, 1) + days * DAY).toISOString().slice(0, 10));

const valueOf = (field: FieldDescriptor): fc.Arbitrary<unknown> => {
  switch (field.kind) {
    case "text":
    case "longText":
      return words.map((value) => [...value].slice(0, field.max).join("").trim() || "A");
    case "email":
      return fc.tuple(word, word).map(([user, host]) => `${user.toLowerCase()}@${host.toLowerCase()}.bn`);
    case "phone":
      return fc.integer({ min: 2_000_000, max: 8_999_999 }).map((number) => `+673 ${number}`);
    case "date":
      return date;
    case "year":
      return fc.integer({ min: 2000, max: 2099 }).map(String);
    case "number":
      return field.integer
        ? fc.integer({ min: field.min, max: Math.min(field.max, 100_000) })
        : fc.double({ min: field.min, max: Math.min(field.max, 100_000), noNaN: true, noDefaultInfinity: true });
    case "checkbox":
      return field.mustBeTrue === undefined ? fc.boolean() : fc.constant(true);
    case "reference":
      return fc.constantFrom("ref-1", "ref-2");
    case "vacancy":
      return fc.constantFrom(...PERMIT_VACANCY_POOL);
    case "file":
      return fc.constantFrom(...PERMIT_FILE_POOL);
    case "files":
      return fc.uniqueArray(fc.constantFrom(...PERMIT_FILE_POOL), { minLength: field.min, maxLength: Math.min(field.max, PERMIT_FILE_POOL.length) });
    case "texts":
      return fc.array(fc.stringMatching(/^[A-Z][0-9]{6,8}$/), { minLength: field.min, maxLength: Math.min(field.max, field.min + 2) });
    case "group":
      return objectOf(field.fields);
    case "list":
      return listOf(field);
  }
};

/** Puts each date after the one it may not precede, and each sumsTo100 pair at 100 % or more. */
const repair = (fields: ReadonlyArray<FieldDescriptor>, values: SectionValues): SectionValues => {
  const repaired = { ...values };
  for (const field of fields) {
    if (field.kind === "date" && field.notBefore !== undefined) {
      const earlier = repaired[field.notBefore];
      const value = repaired[field.key];
      if (typeof earlier === "string" && typeof value === "string" && value < earlier) repaired[field.key] = earlier;
    }
  }
  return repaired;
};

const objectOf = (fields: ReadonlyArray<FieldDescriptor>): fc.Arbitrary<SectionValues> =>
  fc.record(Object.fromEntries(fields.map((field) => [field.key, valueOf(field)])) as Record<string, fc.Arbitrary<unknown>>).map((values) => repair(fields, values));

const listOf = (list: ListDescriptor): fc.Arbitrary<unknown> =>
  fc.array(objectOf(list.fields), { minLength: list.min, maxLength: Math.min(list.max, list.min + 2) }).map((entries) =>
    entries.map((entry, index) => {
      let fixed: SectionValues = entry;
      if (list.sumsTo100 !== undefined) {
        const [first, second] = list.sumsTo100;
        const a = typeof entry[first] === "number" ? entry[first] : 0;
        const b = typeof entry[second] === "number" ? entry[second] : 0;
        if (a + b < 100) fixed = { ...fixed, [second]: 100 - a };
      }
      return list.canDeleteFlag === true ? { ...fixed, canDelete: index > 0 } : fixed;
    }),
  );

/** A section's values that every rule accepts (with permitPoolContext). */
export const validPermitSection = (type: PermitType, section: string): fc.Arbitrary<SectionValues> => {
  const descriptor = PERMIT_SECTIONS[type].find((known) => known.key === section);
  if (descriptor === undefined) throw new Error(`${type} has no section ${section}`);
  return objectOf(descriptor.fields);
};

/** A whole application's content that every rule accepts (with permitPoolContext). */
export const validPermitContent = (type: PermitType): fc.Arbitrary<Record<string, SectionValues>> =>
  fc.record(Object.fromEntries(PERMIT_SECTIONS[type].map((section) => [section.key, objectOf(section.fields)])) as Record<string, fc.Arbitrary<SectionValues>>);
