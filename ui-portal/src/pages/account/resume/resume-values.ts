// The resume as its form holds it: each entry's fields as text with a key of its own (so an entry keeps its
// place and its messages while it moves), and back into what updateTalentResume takes. Each entry is checked by
// its own core form, and its messages are filed under "<list>.<key>.<field>". Pure: the rules are core's.
import {
  CertificationForm,
  EducationForm,
  LanguageSkillForm,
  PROFICIENCIES,
  SkillsField,
  validateForm,
  WorkExperienceForm,
  type FieldErrors,
  type TalentResumeDetails,
  type TalentResumeFormValues,
} from "@ictm/core";
import { choiceOf, numberText, parseRequiredWhole, parseWhole, textOrNull } from "../../../forms/convert.ts";

export interface EducationEntry { id: string; institution: string; qualification: string; fieldOfStudy: string; startYear: string; endYear: string }
export interface WorkEntry { id: string; employer: string; title: string; startMonth: string; endMonth: string; description: string }
export interface CertificationEntry { id: string; name: string; issuer: string; year: string }
export interface LanguageEntry { id: string; language: string; proficiency: string }

export interface Entries {
  education: EducationEntry;
  workExperience: WorkEntry;
  certifications: CertificationEntry;
  languages: LanguageEntry;
}
export type ListName = keyof Entries;

export type EntryLists = { [L in ListName]: Entries[L][] };
export type ResumeValues = EntryLists & { skills: string[] };

/** The most entries each list takes (the contract's maxItems). */
export const MAX_ENTRIES: { readonly [L in ListName]: number } = { education: 20, workExperience: 30, certifications: 30, languages: 15 };

let lastKey = 0;
/** A key for an entry of this page's life; never sent. */
export const newEntryKey = (list: ListName): string => `${list}-${++lastKey}`;

export const EMPTY_ENTRY: { readonly [L in ListName]: () => Entries[L] } = {
  education: () => ({ id: newEntryKey("education"), institution: "", qualification: "", fieldOfStudy: "", startYear: "", endYear: "" }),
  workExperience: () => ({ id: newEntryKey("workExperience"), employer: "", title: "", startMonth: "", endMonth: "", description: "" }),
  certifications: () => ({ id: newEntryKey("certifications"), name: "", issuer: "", year: "" }),
  languages: () => ({ id: newEntryKey("languages"), language: "", proficiency: "" }),
};

export function resumeValuesOf(resume: TalentResumeDetails): ResumeValues {
  return {
    education: resume.education.map((entry) => ({
      ...entry,
      id: newEntryKey("education"),
      startYear: numberText(entry.startYear),
      endYear: numberText(entry.endYear),
    })),
    workExperience: resume.workExperience.map((entry) => ({ ...entry, id: newEntryKey("workExperience"), endMonth: entry.endMonth ?? "" })),
    skills: [...resume.skills],
    certifications: resume.certifications.map((entry) => ({ ...entry, id: newEntryKey("certifications"), year: numberText(entry.year) })),
    languages: resume.languages.map((entry) => ({ ...entry, id: newEntryKey("languages") })),
  };
}

const education = ({ id: _id, ...entry }: EducationEntry) => ({ ...entry, startYear: parseRequiredWhole(entry.startYear), endYear: parseWhole(entry.endYear) });
const work = ({ id: _id, ...entry }: WorkEntry) => ({ ...entry, startMonth: entry.startMonth.trim(), endMonth: textOrNull(entry.endMonth.trim()) });
const certification = ({ id: _id, ...entry }: CertificationEntry) => ({ ...entry, year: parseWhole(entry.year) });
const language = ({ id: _id, ...entry }: LanguageEntry) => entry;

export function validateResume(values: ResumeValues): FieldErrors {
  const errors: Record<string, string> = {};
  const file = (list: ListName, id: string, messages: FieldErrors) => {
    for (const [field, message] of Object.entries(messages)) errors[`${list}.${id}.${field}`] = message;
  };
  for (const entry of values.education) file("education", entry.id, validateForm(EducationForm, education(entry)));
  for (const entry of values.workExperience) file("workExperience", entry.id, validateForm(WorkExperienceForm, work(entry)));
  for (const entry of values.certifications) file("certifications", entry.id, validateForm(CertificationForm, certification(entry)));
  for (const entry of values.languages) file("languages", entry.id, validateForm(LanguageSkillForm, language(entry)));
  const [skills] = Object.values(validateForm(SkillsField, values.skills));
  if (skills !== undefined) errors["skills"] = skills;
  return errors;
}

/** The command's input once every entry passes; null while one does not. */
export function resumeInputOf(values: ResumeValues): TalentResumeFormValues | null {
  if (Object.keys(validateResume(values)).length > 0) return null;
  const languages = allOrNull(values.languages, (entry) => {
    const proficiency = choiceOf(PROFICIENCIES, entry.proficiency);
    return proficiency === undefined ? null : { ...language(entry), proficiency };
  });
  if (languages === null) return null;
  return {
    education: values.education.map(education),
    workExperience: values.workExperience.map(work),
    skills: values.skills,
    certifications: values.certifications.map(certification),
    languages,
  };
}

/** Every item converted, or null when one cannot be. */
function allOrNull<T, U>(items: readonly T[], convert: (item: T) => U | null): U[] | null {
  const converted: U[] = [];
  for (const item of items) {
    const value = convert(item);
    if (value === null) return null;
    converted.push(value);
  }
  return converted;
}

export const PROFICIENCY_LABELS: { readonly [P in (typeof PROFICIENCIES)[number]]: string } = {
  basic: "Basic",
  conversational: "Conversational",
  fluent: "Fluent",
  native: "Native",
};
