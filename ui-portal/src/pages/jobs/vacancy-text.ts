// How a vacancy's facts read on a card or its page: salary in BND, closing date, district and type by their
// reference names. Pure: the formatters and the openness rules are core's; "now" is passed in.
import {
  DATE_FORMATS,
  formatDate,
  formatSalary,
  referenceName,
  vacancyClosedOn,
  type CommonData,
  type JobVacancy,
  type VacancyOpenness,
} from "@ictm/core";

type ClosingFacts = Pick<JobVacancy, "status" | "closingDate" | "updatedAt">;

export function salaryText(vacancy: Pick<JobVacancy, "salaryMin" | "salaryMax" | "salaryInterval">): string {
  return formatSalary(vacancy) || "Salary not stated";
}

/** "Closes 1 Aug 2025" while it may open or is open; "Closed on 1 Aug 2025" once it closed or its day passed. */
export function closingText(vacancy: ClosingFacts, nowMillis: number): string {
  const closedOn = vacancyClosedOn(vacancy, nowMillis);
  return closedOn === null ? `Closes ${formatDate(vacancy.closingDate, DATE_FORMATS.day)}` : `Closed on ${formatDate(closedOn, DATE_FORMATS.day)}`;
}

/** "This vacancy closed on 15 Jan 2027": the job page's notice, or null while it is a draft or open. */
export function closedNotice(vacancy: ClosingFacts, nowMillis: number): string | null {
  const closedOn = vacancyClosedOn(vacancy, nowMillis);
  return closedOn === null ? null : `This vacancy closed on ${formatDate(closedOn, DATE_FORMATS.day)}`;
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
