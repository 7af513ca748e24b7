// A job vacancy as its form holds it (text, "" for none, the skills as a list) and back into what
// createJobVacancy and updateJobVacancy take. The status is not a field: the button pressed decides it.
// Pure: the rules are core's JobVacancyForm (the closing-date rule when publishing is checked by the command,
// against the core's clock, and its message shows under the date).
import {
  DISTRICTS,
  EMPLOYMENT_TYPES,
  JobVacancyForm,
  SALARY_INTERVALS,
  validateForm,
  vacancyMovesFrom,
  type FieldErrors,
  type JobVacancy,
  type JobVacancyFormValues,
  type PublicationStatus,
} from "@ictm/core";
import { choiceOf, numberText, parseAmount } from "../../../forms/convert.ts";

export type VacancyValues = {
  title: string;
  description: string;
  district: string;
  location: string;
  employmentType: string;
  salaryMin: string;
  salaryMax: string;
  salaryInterval: string;
  skills: string[];
  closingDate: string;
};

export const EMPTY_VACANCY: VacancyValues = {
  title: "",
  description: "",
  district: "",
  location: "",
  employmentType: "",
  salaryMin: "",
  salaryMax: "",
  salaryInterval: "monthly",
  skills: [],
  closingDate: "",
};

export function vacancyValuesOf(vacancy: JobVacancy): VacancyValues {
  return {
    title: vacancy.title,
    description: vacancy.description,
    district: vacancy.district,
    location: vacancy.location,
    employmentType: vacancy.employmentType,
    salaryMin: numberText(vacancy.salaryMin),
    salaryMax: numberText(vacancy.salaryMax),
    salaryInterval: vacancy.salaryInterval,
    skills: [...vacancy.skills],
    closingDate: vacancy.closingDate,
  };
}

const loose = (values: VacancyValues, status: PublicationStatus) => ({
  ...values,
  salaryMin: parseAmount(values.salaryMin),
  salaryMax: parseAmount(values.salaryMax),
  status,
});

/** The form's rules whatever it is saved as (a draft's and a published vacancy's fields are the same). */
export const validateVacancy = (values: VacancyValues): FieldErrors => validateForm(JobVacancyForm, loose(values, "draft"));

export function vacancyInputOf(values: VacancyValues, status: PublicationStatus): JobVacancyFormValues | null {
  const typed = loose(values, status);
  const district = choiceOf(DISTRICTS, values.district);
  const employmentType = choiceOf(EMPLOYMENT_TYPES, values.employmentType);
  const salaryInterval = choiceOf(SALARY_INTERVALS, values.salaryInterval);
  if (district === undefined || employmentType === undefined || salaryInterval === undefined) return null;
  return { ...typed, district, employmentType, salaryInterval };
}

/**
 * The buttons a vacancy's form offers, by the status it has now (null for a new one): the moves core's transitions
 * allow, publishing first. Closing a published vacancy is the list's action (after asking), not the form's.
 */
export function saveChoices(status: PublicationStatus | null): { primary: SaveChoice; secondary: SaveChoice | null } {
  const moves = vacancyMovesFrom(status).filter((to) => to !== "closed" || status === "closed");
  const [primary = "published", secondary] = [...moves.filter((to) => to === "published"), ...moves.filter((to) => to !== "published")];
  return { primary: choice(status, primary), secondary: secondary === undefined ? null : choice(status, secondary) };
}

const choice = (from: PublicationStatus | null, to: PublicationStatus): SaveChoice => ({ status: to, label: saveLabel(from, to) });

const saveLabel = (from: PublicationStatus | null, to: PublicationStatus): string => {
  if (to === "draft") return "Save as draft";
  if (to === from) return "Save changes";
  if (to === "published") return from === "closed" ? "Publish again" : "Publish";
  return "Close";
};

export interface SaveChoice {
  status: PublicationStatus;
  label: string;
}
