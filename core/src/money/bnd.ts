// Money as the portal shows it: Brunei dollars, "BND 3,500 – 4,500 a month".
// Pure: no locale of the platform is read; the digits are grouped the same everywhere.
import type { SalaryInterval } from "../model.ts";

export const SALARY_INTERVAL_WORDS: { readonly [I in SalaryInterval]: string } = {
  hourly: "an hour",
  daily: "a day",
  weekly: "a week",
  monthly: "a month",
  yearly: "a year",
};

/** "3,500", or "3,500.50" when there are cents. Negative or non-finite amounts are not money: "". */
export const formatAmount = (amount: number): string => {
  if (!Number.isFinite(amount) || amount < 0) return "";
  const cents = Math.round(amount * 100);
  const whole = Math.floor(cents / 100);
  const rest = cents % 100;
  const grouped = String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  return rest === 0 ? grouped : `${grouped}.${String(rest).padStart(2, "0")}`;
};

/** "BND 120,000"; "" for no amount. */
export const formatBnd = (amount: number | null): string => (amount === null || formatAmount(amount) === "" ? "" : `BND ${formatAmount(amount)}`);

export interface SalaryRange {
  readonly salaryMin: number | null;
  readonly salaryMax: number | null;
  readonly salaryInterval: SalaryInterval;
}

/**
 * "BND 3,500 – 4,500 a month"; "BND 3,500 a month" when both ends agree; "From BND 3,500 a month" or
 * "Up to BND 4,500 a month" with one end; "" when no salary is stated.
 */
export const formatSalary = ({ salaryMin, salaryMax, salaryInterval }: SalaryRange): string => {
  const per = SALARY_INTERVAL_WORDS[salaryInterval];
  const min = salaryMin === null ? "" : formatAmount(salaryMin);
  const max = salaryMax === null ? "" : formatAmount(salaryMax);
  if (min !== "" && max !== "") return min === max ? `BND ${min} ${per}` : `BND ${min} – ${max} ${per}`;
  if (min !== "") return `From BND ${min} ${per}`;
  if (max !== "") return `Up to BND ${max} ${per}`;
  return "";
};
