// Page arithmetic: the size cap, the offset, and the number of pages for any count.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { maxPageSize, pageOf, pageRequest } from "./paging.ts";

describe("pageRequest and pageOf", () => {
  it("cap the page size at 100, count pages as ceil(count / size) and skip the pages before", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100_000 }), fc.option(fc.integer({ min: 1, max: 10_000 }), { nil: undefined }), fc.nat(1_000_000), (pageNumber, pageSize, count) => {
        const request = pageRequest(pageNumber, pageSize, 9);
        const size = Math.min(maxPageSize, pageSize ?? 9);
        expect(request).toEqual({ pageNumber, pageSize: size, offset: (pageNumber - 1) * size });
        const page = pageOf([], count, request);
        expect(page.totalPages).toBe(Math.ceil(count / size));
        expect(page.totalPages * size).toBeGreaterThanOrEqual(count);
        expect(Math.max(0, page.totalPages - 1) * size).toBeLessThan(Math.max(count, 1));
      }),
    );
  });

  it("answers no pages for no results", () => {
    expect(pageOf([], 0, pageRequest(1, undefined, 10))).toEqual({ items: [], count: 0, pageNumber: 1, pageSize: 10, totalPages: 0 });
  });
});
