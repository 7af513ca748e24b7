// The search filters (issue 16): which filters each search offers, their address parameters (the contract's query
// parameters, same names), how a value reads from the address, and the two rules the server's SQL shares with the
// screens: years of experience in bands, and pay as a monthly figure. Pure.
import type { components } from "@ictm/openapi/portal.ts";
import type { BusinessType, SearchFacet } from "../model.ts";
import { BUSINESS_TYPE_VALUES } from "../accounts/business-registration-form.ts";
import { DISTRICTS } from "../forms/fields.ts";
import { EMPLOYMENT_TYPES, SALARY_INTERVALS } from "../listings/job-vacancy-form.ts";
import type { SearchName } from "./search-state.ts";

type SalaryInterval = (typeof SALARY_INTERVALS)[number];
export type ExperienceBand = components["schemas"]["ExperienceBand"];

/** Years of experience in bands, inclusive; `max` null is open-ended. A profile with no years is in none. */
export const EXPERIENCE_BANDS: ReadonlyArray<{ readonly value: ExperienceBand; readonly min: number; readonly max: number | null; readonly label: string }> = [
  { value: "0-1", min: 0, max: 1, label: "0–1 years" },
  { value: "2-4", min: 2, max: 4, label: "2–4 years" },
  { value: "5-9", min: 5, max: 9, label: "5–9 years" },
  { value: "10+", min: 10, max: null, label: "10 years or more" },
];

/** The band `years` falls in; null for no years. */
export const experienceBandOf = (years: number | null): ExperienceBand | null =>
  years === null ? null : (EXPERIENCE_BANDS.find((band) => years >= band.min && (band.max === null || years <= band.max))?.value ?? null);

/**
 * How many of each pay interval make a month: a 40-hour, 5-day week and 52 weeks a year (hourly × 173.33,
 * daily × 21.67, weekly × 4.33, yearly ÷ 12). The salary filters compare vacancies by this figure.
 */
export const MONTHLY_PAY_FACTORS: { readonly [Interval in SalaryInterval]: number } = {
  hourly: (40 * 52) / 12,
  daily: (5 * 52) / 12,
  weekly: 52 / 12,
  monthly: 1,
  yearly: 1 / 12,
};

/** An amount paid every `interval`, as a monthly figure (rounded to the cent). */
export const monthlyPay = (amount: number, interval: SalaryInterval): number => Math.round(amount * MONTHLY_PAY_FACTORS[interval] * 100) / 100;

/**
 * One filter of a search screen. `choice`: any of the listed values (repeatable); `terms`: every one of up to
 * `max` free words (repeatable); `amount`: one number from 0; `date`: one "YYYY-MM-DD"; `flag`: on when "true".
 */
export type FilterDefinition =
  | { readonly name: string; readonly kind: "choice"; readonly values: ReadonlyArray<string> }
  | { readonly name: string; readonly kind: "terms"; readonly max: number; readonly maxLength: number }
  | { readonly name: string; readonly kind: "amount"; readonly max: number }
  | { readonly name: string; readonly kind: "date" }
  | { readonly name: string; readonly kind: "flag" };

/** The filters each search offers, in the order a screen shows them; the names are the contract's parameters. */
export const SEARCH_FILTERS: { readonly [Name in SearchName]: ReadonlyArray<FilterDefinition> } = {
  talents: [
    { name: "skill", kind: "terms", max: 10, maxLength: 100 },
    { name: "experience", kind: "choice", values: EXPERIENCE_BANDS.map((band) => band.value) },
  ],
  businesses: [
    { name: "businessType", kind: "choice", values: BUSINESS_TYPE_VALUES satisfies ReadonlyArray<BusinessType> },
    { name: "verified", kind: "flag" },
  ],
  jobVacancies: [
    { name: "district", kind: "choice", values: DISTRICTS },
    { name: "employmentType", kind: "choice", values: EMPLOYMENT_TYPES },
    { name: "salaryFrom", kind: "amount", max: 10_000_000 },
    { name: "salaryTo", kind: "amount", max: 10_000_000 },
    { name: "closesBy", kind: "date" },
  ],
  ictProjects: [],
  courses: [],
};

/**
 * The filters a search state holds: parameter name → its values in the address's order (one value for amount,
 * date and flag filters; "true" for a flag that is on). A filter not in use has no entry, never an empty list.
 */
export type SearchFilters = { readonly [name: string]: ReadonlyArray<string> };

export const NO_FILTERS: SearchFilters = {};

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const isRealDate = (text: string): boolean => {
  if (!DATE.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(text);
};
const AMOUNT = /^\d{1,8}(\.\d{1,2})?$/;

/** The values of one filter as the address gives them, cleaned: unknown, malformed and repeated values dropped. */
export const readFilterValues = (filter: FilterDefinition, raw: ReadonlyArray<string>): ReadonlyArray<string> => {
  const trimmed = raw.map((value) => value.trim()).filter((value) => value !== "" && value.isWellFormed());
  switch (filter.kind) {
    case "choice":
      return filter.values.filter((value) => trimmed.includes(value));
    case "terms": {
      const seen = new Set<string>();
      const kept: string[] = [];
      for (const value of trimmed) {
        const key = value.toLowerCase();
        if (value.length > filter.maxLength || seen.has(key)) continue;
        seen.add(key);
        kept.push(value);
      }
      return kept.slice(0, filter.max);
    }
    case "amount": {
      const value = trimmed.find((text) => AMOUNT.test(text) && Number(text) <= filter.max);
      return value === undefined ? [] : [String(Number(value))];
    }
    case "date": {
      const value = trimmed.find(isRealDate);
      return value === undefined ? [] : [value];
    }
    case "flag":
      return trimmed.includes("true") ? ["true"] : [];
  }
};

/** Every filter of `search` read from the address; filters not in use are left out. */
export const readFilters = (search: SearchName, params: URLSearchParams): SearchFilters => {
  const filters: Record<string, ReadonlyArray<string>> = {};
  for (const filter of SEARCH_FILTERS[search]) {
    const values = readFilterValues(filter, params.getAll(filter.name));
    if (values.length > 0) filters[filter.name] = values;
  }
  return filters;
};

/** `filters` with `name` set to `values` (cleaned as the address would read them); no values removes it. */
export const withFilterValues = (search: SearchName, filters: SearchFilters, name: string, values: ReadonlyArray<string>): SearchFilters => {
  const filter = SEARCH_FILTERS[search].find((candidate) => candidate.name === name);
  const { [name]: _removed, ...rest } = filters;
  if (filter === undefined) return rest;
  const cleaned = readFilterValues(filter, values);
  return cleaned.length === 0 ? rest : { ...rest, [name]: cleaned };
};

/** Whether two filter sets ask the same (the order of a choice's values does not count; it is the definition's). */
export const sameFilters = (a: SearchFilters, b: SearchFilters): boolean => {
  const names = new Set([...Object.keys(a), ...Object.keys(b)]);
  for (const name of names) {
    const left = a[name] ?? [];
    const right = b[name] ?? [];
    if (left.length !== right.length || left.some((value, index) => value !== right[index])) return false;
  }
  return true;
};

/** `filters` as `search`'s address would read them: unknown filters and malformed values dropped, in SEARCH_FILTERS order. */
export const cleanFilters = (search: SearchName, filters: SearchFilters): SearchFilters => {
  const cleaned: Record<string, ReadonlyArray<string>> = {};
  for (const filter of SEARCH_FILTERS[search]) {
    const values = readFilterValues(filter, filters[filter.name] ?? []);
    if (values.length > 0) cleaned[filter.name] = values;
  }
  return cleaned;
};

/** Whether `filters` are exactly what `search`'s address could read: known names, clean values, no empty entries. */
export const isValidFilters = (search: SearchName, filters: SearchFilters): boolean => {
  const cleaned = cleanFilters(search, filters);
  return Object.keys(filters).length === Object.keys(cleaned).length && sameFilters(cleaned, filters);
};

/** Appends `search`'s filters in use to an address query: one parameter per value, in SEARCH_FILTERS order. */
export const appendFilters = (search: SearchName, filters: SearchFilters, params: URLSearchParams): URLSearchParams => {
  for (const filter of SEARCH_FILTERS[search]) {
    for (const value of filters[filter.name] ?? []) params.append(filter.name, value);
  }
  return params;
};

/** How many results a facet gives `value` (0 when the facet leaves it out, i.e. none). */
export const facetCount = (facet: SearchFacet, value: string): number => facet.find((entry) => entry.value === value)?.count ?? 0;

/** How many filters are in use (a choice with two values counts once): the "Filters (2)" badge. */
export const filtersInUse = (filters: SearchFilters): number => Object.values(filters).filter((values) => values.length > 0).length;

/** Filters as query parameters: parameter name → a list (repeatable filters), a number, a date or a boolean. */
export type FilterQuery = Record<string, ReadonlyArray<string> | string | number | boolean>;

/** The filters as the contract's query parameters: lists for repeatable ones, a number, date or boolean for the others. */
export const filterQueryOf = (search: SearchName, filters: SearchFilters): FilterQuery => {
  const query: FilterQuery = {};
  for (const filter of SEARCH_FILTERS[search]) {
    const values = filters[filter.name];
    if (values === undefined || values.length === 0) continue;
    const first = values[0] ?? "";
    if (filter.kind === "choice" || filter.kind === "terms") query[filter.name] = values;
    else if (filter.kind === "amount") query[filter.name] = Number(first);
    else if (filter.kind === "flag") query[filter.name] = first === "true";
    else query[filter.name] = first;
  }
  return query;
};
