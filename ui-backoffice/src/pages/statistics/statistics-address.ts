// The statistics-board keeps what it shows in the address (spec §2, as the listings do): `startDate` and `endDate`
// (Brunei calendar days, both or neither: without them the server answers the 30 days ending today) and
// `applicationId` (whose journey the journey section shows). A malformed, unordered or over-long range reads as no
// range, a malformed id as none, and `canonicalQuery` says what the address should have been (the page replaces
// it: normalising never adds history). The holidays page keeps its `year`. Pure.
import { resolveStatisticsRange, type StatisticsRange } from "@ictm/core";
import { paths } from "../../app/paths.ts";

export interface StatisticsSearch {
  /** The range asked for; null: the default (the 30 days ending today, as the server resolves it). */
  readonly range: StatisticsRange | null;
  /** The application whose journey is shown; null for none. */
  readonly applicationId: string | null;
}

export const DEFAULT_STATISTICS_SEARCH: StatisticsSearch = { range: null, applicationId: null };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether the server answers for a range: real days, the start on or before the end, at most three years (core's rule). */
export const isAnswerableRange = (range: StatisticsRange): boolean => resolveStatisticsRange(range, new Date()).ok;

/** What an address query asks for ("?startDate=2026-06-01&endDate=2026-06-30"). */
export function readStatisticsSearch(query: string): StatisticsSearch {
  const params = new URLSearchParams(query);
  const startDate = params.get("startDate")?.trim() ?? "";
  const endDate = params.get("endDate")?.trim() ?? "";
  const range = { startDate, endDate };
  const applicationId = params.get("applicationId")?.trim().toLowerCase() ?? "";
  return {
    range: isAnswerableRange(range) ? range : null,
    applicationId: UUID.test(applicationId) ? applicationId : null,
  };
}

/** The shortest query that reads as `search`, without the "?". */
export function statisticsQuery({ range, applicationId }: StatisticsSearch): string {
  const params = new URLSearchParams();
  if (range !== null) {
    params.set("startDate", range.startDate);
    params.set("endDate", range.endDate);
  }
  if (applicationId !== null) params.set("applicationId", applicationId);
  return params.toString();
}

/** The query the address should carry for what it asks: null when it already is that. */
export function canonicalStatisticsQuery(query: string): string | null {
  const canonical = statisticsQuery(readStatisticsSearch(query));
  return canonical === query.replace(/^\?/, "") ? null : canonical;
}

const withQuery = (path: string, query: string): string => (query === "" ? path : `${path}?${query}`);

/** The statistics-board's address for a workflow and what it shows. */
export const statisticsAddress = (workflowId: string, search: StatisticsSearch): string => withQuery(paths.statisticsBoard(workflowId), statisticsQuery(search));

/** Another range; the journey shown stays. */
export const withRange = (search: StatisticsSearch, range: StatisticsRange | null): StatisticsSearch => ({ ...search, range });

/** Another application's journey (null: none). */
export const withJourney = (search: StatisticsSearch, applicationId: string | null): StatisticsSearch => ({ ...search, applicationId });

export const sameRange = (a: StatisticsRange | null, b: StatisticsRange | null): boolean =>
  a === null || b === null ? a === b : a.startDate === b.startDate && a.endDate === b.endDate;

/** The holidays page's year: a whole year from 2000 to 2100, else the current one (`thisYear`). */
export function readHolidayYear(query: string, thisYear: number): number {
  const text = new URLSearchParams(query).get("year")?.trim() ?? "";
  const year = /^\d{4}$/.test(text) ? Number(text) : Number.NaN;
  return Number.isInteger(year) && year >= 2000 && year <= 2100 ? year : thisYear;
}

/** The holidays page's address for a year: the current year has no `year` in it. */
export const publicHolidaysAddress = (year: number, thisYear: number): string =>
  year === thisYear ? paths.publicHolidays : `${paths.publicHolidays}?year=${year}`;
