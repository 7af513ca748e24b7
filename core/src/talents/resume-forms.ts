// The resume's entry forms (education, work experience, certification, language) and the whole resume.
// Pure: the words are the contract's `errorMessage`s, except the month order rule, which is the core's own.
import { Schema } from "effect";
import {
  SkillsField,
  YEAR_MONTH_PATTERN,
  YearMonthField,
  choiceField,
  listField,
  nullable,
  numberField,
  optionalText,
  requiredText,
} from "../forms/fields.ts";

export const RESUME_MESSAGES = {
  year: "Please enter a year.",
  endYear: "Please enter a year, or leave it empty if you are still studying.",
  endMonth: "Please enter a month as YYYY-MM.",
  endMonthBeforeStart: "The end month must not be before the start month.",
} as const;

export const PROFICIENCIES = ["basic", "conversational", "fluent", "native"] as const;

const year = numberField(RESUME_MESSAGES.year, 1950, 2100, true);

export const EducationForm = Schema.Struct({
  institution: requiredText("Please enter the institution (up to 200 characters).", 1, 200),
  qualification: requiredText("Please enter the qualification (up to 120 characters).", 1, 120),
  fieldOfStudy: optionalText("Please keep the field of study to 120 characters.", 120),
  startYear: year,
  endYear: nullable(numberField(RESUME_MESSAGES.endYear, 1950, 2100, true), RESUME_MESSAGES.endYear),
});
export type EducationFormValues = typeof EducationForm.Type;

/** "YYYY-MM" strings compare in time order, so an end before the start is a plain string comparison. */
export const endMonthNotBeforeStart = (startMonth: string, endMonth: string | null): boolean =>
  endMonth === null || !YEAR_MONTH_PATTERN.test(endMonth) || !YEAR_MONTH_PATTERN.test(startMonth) || endMonth >= startMonth;

export const WorkExperienceForm = Schema.Struct({
  employer: requiredText("Please enter the employer (up to 200 characters).", 1, 200),
  title: requiredText("Please enter the job title (up to 120 characters).", 1, 120),
  startMonth: YearMonthField,
  endMonth: nullable(YearMonthField, RESUME_MESSAGES.endMonth),
  description: optionalText("Please keep the description to 2,000 characters.", 2000, /^[^\u0000-\u0009\u000B\u000C\u000E-\u001F\u007F]*$/),
}).check(
  Schema.makeFilter<{ readonly startMonth: string; readonly endMonth: string | null }>((entry) =>
    endMonthNotBeforeStart(entry.startMonth, entry.endMonth) ? undefined : { path: ["endMonth"], issue: RESUME_MESSAGES.endMonthBeforeStart },
  ),
);
export type WorkExperienceFormValues = typeof WorkExperienceForm.Type;

export const CertificationForm = Schema.Struct({
  name: requiredText("Please enter the certification (up to 200 characters).", 1, 200),
  issuer: optionalText("Please keep the issuer to 200 characters.", 200),
  year: nullable(year, RESUME_MESSAGES.year),
});
export type CertificationFormValues = typeof CertificationForm.Type;

export const LanguageSkillForm = Schema.Struct({
  language: requiredText("Please enter the language.", 1, 60),
  proficiency: choiceField(PROFICIENCIES, "Please choose how well you speak it."),
});
export type LanguageSkillFormValues = typeof LanguageSkillForm.Type;

/** The whole resume, as `updateTalentResume` sends it. */
export const TalentResumeForm = Schema.Struct({
  education: listField(EducationForm, 20, "Please list up to 20 places of education."),
  workExperience: listField(WorkExperienceForm, 30, "Please list up to 30 jobs."),
  skills: SkillsField,
  certifications: listField(CertificationForm, 30, "Please list up to 30 certifications."),
  languages: listField(LanguageSkillForm, 15, "Please list up to 15 languages."),
});
export type TalentResumeFormValues = typeof TalentResumeForm.Type;
