import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { fcParameters } from "../test-support/fast-check.ts";
import { MAX_PAGE_SIZE, SEARCH_COUNT_LIMIT, countText, groupDigits, pageList, pageOf, pageRequest, resultsText, searchCount, showingText } from "./paging.ts";

const show = (entries: ReadonlyArray<number | "gap">) => entries.map((entry) => (entry === "gap" ? "…" : String(entry))).join(" ");

describe("the page list", () => {
  it("shows the ends, the current page and its neighbours, with gaps between", () => {
    expect(show(pageList(5, 20))).toBe("1 … 4 5 6 … 20");
    expect(show(pageList(1, 20))).toBe("1 2 3 4 5 … 20");
    expect(show(pageList(4, 20))).toBe("1 2 3 4 5 … 20");
    expect(show(pageList(17, 20))).toBe("1 … 16 17 18 19 20");
    expect(show(pageList(20, 20))).toBe("1 … 16 17 18 19 20");
    expect(show(pageList(3, 7))).toBe("1 2 3 4 5 6 7");
    expect(show(pageList(1, 1))).toBe("1");
    expect(pageList(1, 0)).toEqual([]);
    expect(show(pageList(10, 20, { siblings: 2 }))).toBe("1 … 8 9 10 11 12 … 20");
    expect(show(pageList(99, 20))).toBe("1 … 16 17 18 19 20");
  });

  it("always offers the first, last and current page in order, and a gap hides two pages or more", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 500 }), fc.integer({ min: -5, max: 520 }), fc.nat({ max: 3 }), (total, page, siblings) => {
        const entries = pageList(page, total, { siblings });
        const numbers = entries.filter((entry): entry is number => entry !== "gap");
        const current = Math.min(Math.max(page, 1), total);
        expect(numbers).toContain(1);
        expect(numbers).toContain(total);
        expect(numbers).toContain(current);
        numbers.forEach((n, i) => i > 0 && expect(n).toBeGreaterThan(numbers[i - 1] ?? 0));
        entries.forEach((entry, i) => {
          if (entry !== "gap") return;
          const before = entries[i - 1];
          const after = entries[i + 1];
          expect(typeof before === "number" && typeof after === "number" && after - before > 2).toBe(true);
        });
        expect(entries.length).toBe(Math.min(total, 2 * siblings + 5));
      }),
      fcParameters(),
    );
  });
});

describe("the showing text", () => {
  const page = (pageNumber: number, pageSize: number, shown: number, count: number) => ({
    pageNumber,
    pageSize,
    count,
    countIsExact: true, totalPages: Math.ceil(count / pageSize),
    items: Array.from({ length: shown }, () => null),
  });

  it("counts this page's results from 1 and groups thousands", () => {
    expect(showingText(page(2, 10, 10, 1234))).toBe("Showing 11–20 of 1,234");
    expect(showingText(page(124, 10, 4, 1234))).toBe("Showing 1,231–1,234 of 1,234");
    expect(showingText(page(1, 9, 1, 1))).toBe("Showing 1 of 1");
    expect(showingText(page(1, 10, 0, 0))).toBe("No results");
    expect(showingText(page(9, 10, 0, 12))).toBe("Page 9 of 2 does not exist");
    expect(groupDigits(1234567)).toBe("1,234,567");
    expect(groupDigits(999)).toBe("999");
  });

  it("says 10,000+ when the search stopped counting at its limit, and counts pages up to the limit only", () => {
    const request = pageRequest(1, 20, 10);
    const capped = pageOf(Array.from({ length: 20 }, () => null), searchCount(SEARCH_COUNT_LIMIT + 1).count, request, searchCount(SEARCH_COUNT_LIMIT + 1).countIsExact);
    expect(capped).toMatchObject({ count: 10_000, countIsExact: false, totalPages: 500 });
    expect(showingText(capped)).toBe("Showing 1–20 of 10,000+");
    expect(resultsText(capped, { one: "talent", many: "talents" })).toBe("10,000+ talents");
    expect(countText({ count: 10_000, countIsExact: true })).toBe("10,000");
    expect(showingText({ ...page(1, 20, 20, 10_000), countIsExact: true })).toBe("Showing 1–20 of 10,000");
  });

  it("names the results with their noun", () => {
    const noun = { one: "talent", many: "talents" };
    expect(resultsText({ count: 0, countIsExact: true }, noun)).toBe("No talents");
    expect(resultsText({ count: 1, countIsExact: true }, noun)).toBe("1 talent");
    expect(resultsText({ count: 1234, countIsExact: true }, noun)).toBe("1,234 talents");
    expect(showingText(page(2, 10, 10, 1234), noun)).toBe("Showing 11–20 of 1,234 talents");
    expect(showingText(page(1, 10, 1, 1), noun)).toBe("Showing 1 of 1 talent");
    expect(showingText(page(1, 10, 0, 0), noun)).toBe("No talents");
    expect(showingText(page(9, 10, 0, 12), noun)).toBe("Page 9 of 2 does not exist");
    const capped = pageOf(Array.from({ length: 10 }, () => null), SEARCH_COUNT_LIMIT, pageRequest(1, 10, 10), false);
    expect(showingText(capped, noun)).toBe("Showing 1–10 of 10,000+ talents");
  });
});

describe("searchCount", () => {
  it("is exact up to the limit and the limit, not exact, past it", () => {
    fc.assert(
      fc.property(fc.nat(3 * SEARCH_COUNT_LIMIT), (counted) => {
        const { count, countIsExact } = searchCount(counted);
        expect(count).toBe(Math.min(counted, SEARCH_COUNT_LIMIT));
        expect(countIsExact).toBe(counted <= SEARCH_COUNT_LIMIT);
      }),
      fcParameters(),
    );
    expect(searchCount(SEARCH_COUNT_LIMIT)).toEqual({ count: SEARCH_COUNT_LIMIT, countIsExact: true });
    expect(searchCount(SEARCH_COUNT_LIMIT + 1)).toEqual({ count: SEARCH_COUNT_LIMIT, countIsExact: false });
  });
});

describe("pageRequest and pageOf", () => {
  it("cap the page size at 100, count pages as ceil(count / size) and skip the pages before", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100_000 }), fc.option(fc.integer({ min: 1, max: 10_000 }), { nil: undefined }), fc.nat(1_000_000), (pageNumber, pageSize, count) => {
        const request = pageRequest(pageNumber, pageSize, 9);
        const size = Math.min(MAX_PAGE_SIZE, pageSize ?? 9);
        expect(request).toEqual({ pageNumber, pageSize: size, offset: (pageNumber - 1) * size });
        const page = pageOf([], count, request);
        expect(page.totalPages).toBe(Math.ceil(count / size));
        expect(page.totalPages * size).toBeGreaterThanOrEqual(count);
        expect(Math.max(0, page.totalPages - 1) * size).toBeLessThan(Math.max(count, 1));
      }),
      fcParameters(),
    );
  });

  it("answers no pages for no results", () => {
    expect(pageOf([], 0, pageRequest(1, undefined, 10))).toEqual({ items: [], count: 0, pageNumber: 1, pageSize: 10, countIsExact: true, totalPages: 0 });
  });
});
