// How a vacancy's facts read on a card or its page: salary in BND, closing date, district and type by their
// reference names. Pure: the formatters and the openness rule are core's; "now" is passed in.
import {
  DATE_FORMATS,
  formatDate,
  formatSalary,
  referenceName,
  vacancyOpenness,
  type CommonData,
  type JobVacancy,
  type VacancyOpenness,
} from "@ictm/core";

export function salaryText(vacancy: Pick<JobVacancy, "salaryMin" | "salaryMax" | "salaryInterval">): string {
  return formatSalary(vacancy) || "Salary not stated";
}

/** "Closes 1 Aug 2025", or "Closed 1 Aug 2025" once the day has passed. */
export function closingText(vacancy: Pick<JobVacancy, "status" | "closingDate">, nowMillis: number): string {
  const day = formatDate(vacancy.closingDate, DATE_FORMATS.day);
  return vacancyOpenness(vacancy, nowMillis) === "expired" ? `Closed ${day}` : `Closes ${day}`;
}

/** "Brunei-Muara · Kiulap" (the location only when given). */
export function placeText(vacancy: Pick<JobVacancy, "district" | "location">, lists: CommonData | null): string {
  const district = referenceName(lists?.districts, vacancy.district);
  return vacancy.location.trim() === "" ? district : `${district} · ${vacancy.location}`;
}

export function employmentText(vacancy: Pick<JobVacancy, "employmentType">, lists: CommonData | null): string {
  return referenceName(lists?.employmentTypes, vacancy.employmentType);
}

export const OPENNESS_LABELS: { readonly [O in VacancyOpenness]: string } = {
  draft: "Draft",
  open: "Published",
  closed: "Closed",
  expired: "Closing date passed",
};
