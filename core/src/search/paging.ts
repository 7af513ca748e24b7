// What a search screen's pager shows: the page numbers with gaps (1 … 4 5 6 … 20), and "Showing 11–20 of 1,234".
// Pure; the words are the UI's to place, the arithmetic is here so every screen counts alike.
import type { PageInfo } from "../model.ts";

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

/** "Showing 11–20 of 1,234"; "Showing 1 of 1" for a single result; "No results" when there are none. */
export const showingText = (page: PageInfo & { readonly items: ReadonlyArray<unknown> }): string => {
  const { from, to, count } = shownRange(page);
  if (count === 0) return "No results";
  if (from === 0) return `Showing 0 of ${groupDigits(count)}`;
  const shown = from === to ? groupDigits(from) : `${groupDigits(from)}–${groupDigits(to)}`;
  return `Showing ${shown} of ${groupDigits(count)}`;
};

/** 1234567 → "1,234,567", the same on every platform (no locale data needed). */
export const groupDigits = (value: number): string => String(Math.trunc(value)).replace(/\B(?=(\d{3})+(?!\d))/g, ",");

const range = (start: number, end: number): Array<number> =>
  end < start ? [] : Array.from({ length: end - start + 1 }, (_, i) => start + i);
