// How a Talent's search result reads: experience, availability, months and years of a resume. Pure.
import { DATE_FORMATS, formatDate } from "@ictm/core";
import { AVAILABILITY_LABELS } from "../../account/profile-values.ts";

/** "6 years of experience"; "1 year of experience"; "Less than a year of experience". */
export function experienceText(years: number): string {
  if (years < 1) return "Less than a year of experience";
  return years === 1 ? "1 year of experience" : `${years} years of experience`;
}

/** "Available immediately", "Available within a month", "Not looking for work". */
export function availabilityText(availability: string): string {
  const labels: Readonly<Record<string, string>> = AVAILABILITY_LABELS;
  const label = labels[availability];
  if (label === undefined) return availability;
  return availability === "not-looking" ? label : `Available ${label.charAt(0).toLowerCase()}${label.slice(1)}`;
}

/** "2021-03" → "Mar 2021"; anything else as written. */
export function monthText(yearMonth: string): string {
  if (!/^\d{4}-\d{2}$/.test(yearMonth)) return yearMonth;
  return formatDate(`${yearMonth}-01`, DATE_FORMATS.month) || yearMonth;
}

/** "Mar 2021 – Jun 2023", or "Mar 2021 – now" while it goes on. */
export function periodText(start: string, end: string | null): string {
  return `${monthText(start)} – ${end === null ? "now" : monthText(end)}`;
}

/** "2014 – 2018", "2014 – now", "2019". */
export function yearsText(start: number | null, end: number | null): string {
  if (start === null) return end === null ? "" : String(end);
  if (end === start) return String(start);
  return `${start} – ${end === null ? "now" : end}`;
}

export const PROFICIENCY_LABELS: Readonly<Record<string, string>> = {
  basic: "Basic",
  conversational: "Conversational",
  fluent: "Fluent",
  native: "Native",
};

/** "Brunei-Muara · 6 years of experience" (the district only when given). */
export function talentLine(districtName: string | null, years: number): string {
  return [districtName, experienceText(years)].filter((part) => part !== null && part !== "").join(" · ");
}
