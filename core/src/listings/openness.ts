// Whether a vacancy takes applications: published, and its closing date (a Brunei calendar date) not yet passed.
// Pure: `nowMillis` comes from the caller's Clock; the server's `isOpen` says the same at the moment it answered.
import { bruneiDateOf } from "../dates/brunei-time.ts";
import type { JobVacancy } from "../model.ts";

/** A closing date passes when its day has ended in Brunei: open through the whole closing day. */
export const closingDateHasPassed = (closingDate: string, nowMillis: number): boolean => closingDate < bruneiDateOf(nowMillis);

export const isVacancyOpen = (vacancy: Pick<JobVacancy, "status" | "closingDate">, nowMillis: number): boolean =>
  vacancy.status === "published" && !closingDateHasPassed(vacancy.closingDate, nowMillis);

/** What a list shows: a draft, open, closed by its Business, or published but past its closing date. */
export type VacancyOpenness = "draft" | "open" | "closed" | "expired";

export const vacancyOpenness = (vacancy: Pick<JobVacancy, "status" | "closingDate">, nowMillis: number): VacancyOpenness => {
  if (vacancy.status === "draft") return "draft";
  if (vacancy.status === "closed") return "closed";
  return closingDateHasPassed(vacancy.closingDate, nowMillis) ? "expired" : "open";
};

/**
 * The Brunei day a vacancy stopped taking applications, or null while it is a draft or open. Past its closing date:
 * that date. Closed by its Business: the day it was closed (its last change, as a closed vacancy changes by being
 * closed), or the closing date if that came first.
 */
export const vacancyClosedOn = (vacancy: Pick<JobVacancy, "status" | "closingDate" | "updatedAt">, nowMillis: number): string | null => {
  const openness = vacancyOpenness(vacancy, nowMillis);
  if (openness === "expired") return vacancy.closingDate;
  if (openness !== "closed") return null;
  const changedOn = bruneiDateOf(Date.parse(vacancy.updatedAt));
  return changedOn < vacancy.closingDate ? changedOn : vacancy.closingDate;
};
