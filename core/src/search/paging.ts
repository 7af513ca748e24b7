// Page sizes and page arithmetic of every search, for the server's answer and the screens' pager alike: the
// default sizes, the cap, the offset, the pages with gaps (1 … 4 5 6 … 20) and "Showing 11–20 of 1,234".
// Pure; the words are the UI's to place, the arithmetic is here so the server and every screen count alike.
import type { PageInfo } from "../model.ts";
import type { SearchName } from "./search-state.ts";
import { COURSE_PAGE_SIZE } from "../courses/course-form.ts";

/** Results a page when the address or the call does not say (spec §9). */
export const SEARCH_PAGE_SIZES: { readonly [S in SearchName]: number } = {
  talents: 10,
  businesses: 10,
  jobVacancies: 10,
  ictProjects: 9,
  courses: COURSE_PAGE_SIZE,
};

/** A larger page size counts as this many, on the server and in the address alike. */
export const MAX_PAGE_SIZE = 100;

/**
 * A search counts its results exactly up to this many and stops there, as Elasticsearch does by default: past it
 * the count is this limit, `countIsExact` is false (the contract's PageInfo), the screens say "10,000+", and pages
 * past the limit are not offered (nor read: a page starting past it is empty). Facet counts stay exact.
 */
export const SEARCH_COUNT_LIMIT = 10_000;

/** The count and its exactness for `counted` results (counting may stop at SEARCH_COUNT_LIMIT + 1). */
export const searchCount = (counted: number): { count: number; countIsExact: boolean } =>
  counted > SEARCH_COUNT_LIMIT ? { count: SEARCH_COUNT_LIMIT, countIsExact: false } : { count: counted, countIsExact: true };

/** A page to read: its number from 1, its size after the cap, and the results before it. */
export interface PageRequest {
  readonly pageNumber: number;
  readonly pageSize: number;
  readonly offset: number;
}

/** One page of results with the count of all of them and the number of pages. */
export interface ResultPage<T> {
  items: T[];
  count: number;
  /** False when a search stopped counting at its limit: `count` is then the limit (the contract's PageInfo). */
  countIsExact: boolean;
  pageNumber: number;
  pageSize: number;
  totalPages: number;
}

/** The page asked for; a missing size is the search's default, a size above the cap is the cap. */
export const pageRequest = (pageNumber: number | undefined, pageSize: number | undefined, defaultSize: number): PageRequest => {
  const number = Math.max(1, Math.floor(pageNumber ?? 1));
  const size = Math.min(MAX_PAGE_SIZE, Math.max(1, Math.floor(pageSize ?? defaultSize)));
  return { pageNumber: number, pageSize: size, offset: (number - 1) * size };
};

export const pageOf = <T>(items: T[], count: number, request: PageRequest, countIsExact = true): ResultPage<T> => ({
  items,
  count,
  countIsExact,
  pageNumber: request.pageNumber,
  pageSize: request.pageSize,
  totalPages: Math.ceil(count / request.pageSize),
});

/** A page number to offer, or a gap standing for two or more pages left out. */
export type PageListEntry = number | "gap";

export interface PageListOptions {
  /** Pages shown either side of the current one; default 1. */
  readonly siblings?: number;
  /** Pages always shown at each end; default 1. */
  readonly boundaries?: number;
}

/**
 * The pages to offer, in order: always the first and last, the current one and its siblings, with a gap where two
 * or more pages are left out (a single left-out page is shown instead). Every list for the same `totalPages` has
 * the same length, so the pager does not jump as one pages through. Empty when there are no pages.
 */
export const pageList = (pageNumber: number, totalPages: number, options: PageListOptions = {}): ReadonlyArray<PageListEntry> => {
  const siblings = Math.max(0, Math.trunc(options.siblings ?? 1));
  const boundaries = Math.max(1, Math.trunc(options.boundaries ?? 1));
  const total = Math.max(0, Math.trunc(totalPages));
  if (total <= boundaries * 2 + siblings * 2 + 3) return range(1, total);
  const current = Math.min(Math.max(Math.trunc(pageNumber) || 1, 1), total);
  // The window of pages around the current one keeps its width near the ends (1 2 3 4 5 … 20).
  const windowStart = Math.max(Math.min(current - siblings, total - boundaries - siblings * 2 - 1), boundaries + 2);
  const windowEnd = Math.min(Math.max(current + siblings, boundaries + siblings * 2 + 2), total - boundaries - 1);
  return [
    ...range(1, boundaries),
    windowStart > boundaries + 2 ? "gap" : boundaries + 1,
    ...range(windowStart, windowEnd),
    windowEnd < total - boundaries - 1 ? "gap" : total - boundaries,
    ...range(total - boundaries + 1, total),
  ];
};

/** The results on this page, counted from 1: `from` 0 when the page is empty. */
export interface ShownRange {
  readonly from: number;
  readonly to: number;
  readonly count: number;
}

export const shownRange = (page: PageInfo & { readonly items: ReadonlyArray<unknown> }): ShownRange => {
  if (page.items.length === 0) return { from: 0, to: 0, count: page.count };
  const from = (page.pageNumber - 1) * page.pageSize + 1;
  return { from, to: from + page.items.length - 1, count: page.count };
};

/** What the results are called: "talent" / "talents". */
export interface ResultNoun {
  readonly one: string;
  readonly many: string;
}

/**
 * "Showing 11–20 of 1,234"; "Showing 1–10 of 10,000+" when the search stopped counting at its limit; "Showing 1
 * of 1" for a single result; "No results" when there are none; "Page 999 of 24 does not exist" for a page past the
 * last (never "Showing 0 of 231"). With the results' noun: "Showing 1–10 of 10,000+ talents", "Showing 1 of 1
 * talent", "No talents".
 */
export const showingText = (page: PageInfo & { readonly items: ReadonlyArray<unknown> }, noun?: ResultNoun): string => {
  const { from, to, count } = shownRange(page);
  if (count === 0) return noun === undefined ? "No results" : `No ${noun.many}`;
  if (from === 0) return `Page ${groupDigits(page.pageNumber)} of ${groupDigits(page.totalPages)} does not exist`;
  const shown = from === to ? groupDigits(from) : `${groupDigits(from)}–${groupDigits(to)}`;
  return `Showing ${shown} of ${noun === undefined ? countText(page) : resultsText(page, noun)}`;
};

/** The count of all results: "1,234", or "10,000+" when the search stopped counting at its limit. */
export const countText = (page: Pick<PageInfo, "count" | "countIsExact">): string => `${groupDigits(page.count)}${page.countIsExact ? "" : "+"}`;

/** The results as a heading says them: "1 talent", "1,234 talents", "10,000+ talents", "No talents". */
export const resultsText = (page: Pick<PageInfo, "count" | "countIsExact">, noun: ResultNoun): string => {
  if (page.count === 0) return `No ${noun.many}`;
  return page.count === 1 && page.countIsExact ? `1 ${noun.one}` : `${countText(page)} ${noun.many}`;
};

/** 1234567 → "1,234,567", the same on every platform (no locale data needed). */
export const groupDigits = (value: number): string => String(Math.trunc(value)).replace(/\B(?=(\d{3})+(?!\d))/g, ",");

const range = (start: number, end: number): Array<number> =>
  end < start ? [] : Array.from({ length: end - start + 1 }, (_, i) => start + i);
