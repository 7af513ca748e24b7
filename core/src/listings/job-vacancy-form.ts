// The job vacancy form with its cross-field rules: the salary range, and a closing date that has not passed
// when publishing. Pure: "today" (a Brunei date) is passed in; checkJobVacancyForm reads it from the Clock.
import { Schema } from "effect";
import { MESSAGES } from "../errors/catalogue.ts";
import { LISTING_TEXT_LIMITS as LIMITS } from "./listing-limits.ts";
import type { JobVacancy, JobVacancyInput } from "../model.ts";
import {
  DistrictField,
  NO_CONTROL_CHARACTERS_BUT_LINE_BREAKS,
  SkillsField,
  choiceField,
  dateField,
  nullable,
  numberField,
  optionalText,
  requiredText,
} from "../forms/fields.ts";

export const JOB_VACANCY_MESSAGES = {
  salary: "Please enter an amount in BND.",
  salaryRange: MESSAGES.salaryRange,
  closingDate: "Please enter the closing date.",
  closingDatePassed: MESSAGES.closingDatePassed,
} as const;

export const EMPLOYMENT_TYPES = ["full-time", "part-time", "contract", "internship", "temporary"] as const;
export const SALARY_INTERVALS = ["hourly", "daily", "weekly", "monthly", "yearly"] as const;
export const PUBLICATION_STATUSES = ["draft", "published", "closed"] as const;

const salary = nullable(numberField(JOB_VACANCY_MESSAGES.salary, 0, 10_000_000), JOB_VACANCY_MESSAGES.salary);

const fields = Schema.Struct({
  title: requiredText("Please enter a job title (3 to 120 characters).", LIMITS.title.min, LIMITS.title.max),
  description: requiredText(
    "Please describe the job (20 to 5,000 characters).",
    LIMITS.description.min,
    LIMITS.description.max,
    NO_CONTROL_CHARACTERS_BUT_LINE_BREAKS,
  ),
  district: DistrictField,
  location: optionalText("Please keep the location to 120 characters.", LIMITS.location.max),
  employmentType: choiceField(EMPLOYMENT_TYPES, "Please choose the type of employment."),
  salaryMin: salary,
  salaryMax: salary,
  salaryInterval: choiceField(SALARY_INTERVALS, "Please choose how often the salary is paid."),
  skills: SkillsField,
  closingDate: dateField(JOB_VACANCY_MESSAGES.closingDate),
  status: choiceField(PUBLICATION_STATUSES, "Please choose draft, published or closed."),
});

const salaryRange = Schema.makeFilter<{ readonly salaryMin: number | null; readonly salaryMax: number | null }>((values) =>
  values.salaryMin === null || values.salaryMax === null || values.salaryMax >= values.salaryMin
    ? undefined
    : { path: ["salaryMax"], issue: JOB_VACANCY_MESSAGES.salaryRange },
);

/** The form without "today": every rule but the closing date's (for drafts, and wherever no clock is at hand). */
export const JobVacancyForm = fields.check(salaryRange);
export type JobVacancyFormValues = typeof JobVacancyForm.Type;

/** The whole form as of `today` ("YYYY-MM-DD" in Brunei): publishing with a closing date before today is refused. */
export const jobVacancyFormOn = (today: string) =>
  fields.check(
    salaryRange,
    Schema.makeFilter<{ readonly status: string; readonly closingDate: string }>((values) =>
      values.status === "published" && values.closingDate < today
        ? { path: ["closingDate"], issue: JOB_VACANCY_MESSAGES.closingDatePassed }
        : undefined,
    ),
  );

/** A vacancy as read, turned back into the payload PUT takes (for publishing or closing it as it is). */
export const jobVacancyInputOf = (vacancy: JobVacancy): JobVacancyInput => ({
  title: vacancy.title,
  description: vacancy.description,
  district: vacancy.district,
  location: vacancy.location,
  employmentType: vacancy.employmentType,
  salaryMin: vacancy.salaryMin,
  salaryMax: vacancy.salaryMax,
  salaryInterval: vacancy.salaryInterval,
  skills: vacancy.skills,
  closingDate: vacancy.closingDate,
  status: vacancy.status,
});
