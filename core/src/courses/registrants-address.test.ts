import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { fcParameters } from "../test-support/fast-check.ts";
import { REGISTRANTS_PAGE_SIZE } from "./course-form.ts";
import { registrantsAddress, registrantsExportPath, type RegistrantsFilter } from "./registrants-address.ts";

const term = fc.string({ minLength: 1, maxLength: 12 }).map((text) => text.trim()).filter((text) => text !== "" && text.isWellFormed());
const filter: fc.Arbitrary<RegistrantsFilter> = fc.record({
  searchTerms: fc.array(term, { maxLength: 4 }),
  isWithdrawn: fc.boolean(),
  pageNumber: fc.integer({ min: 1, max: 100_000 }),
  pageSize: fc.integer({ min: 1, max: 100 }),
});

describe("the registrants screen's address", () => {
  it("reads back every filter it writes: parse(format(filter)) = filter", () => {
    fc.assert(
      fc.property(filter, (value) => {
        expect(registrantsAddress.isValid(value)).toBe(true);
        expect(registrantsAddress.parse(registrantsAddress.format(value).toString())).toEqual(value);
      }),
      fcParameters(),
    );
  });

  it("reads any query as a valid filter, and writes it back the same way", () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.constantFrom("searchTerms", "isWithdrawn", "pageNumber", "pageSize", "x"), fc.string({ maxLength: 8 }))), (pairs) => {
        const parsed = registrantsAddress.parse(new URLSearchParams(pairs));
        expect(registrantsAddress.isValid(parsed)).toBe(true);
        expect(registrantsAddress.parse(registrantsAddress.format(parsed))).toEqual(parsed);
      }),
      fcParameters(),
    );
  });

  it("repeats searchTerms, leaves out the defaults, and goes back to the first page on a new search or list", () => {
    const parsed = registrantsAddress.parse("?searchTerms=ann&searchTerms=%20&searchTerms=bn&isWithdrawn=true&pageNumber=3");
    expect(parsed).toEqual({ searchTerms: ["ann", "bn"], isWithdrawn: true, pageNumber: 3, pageSize: REGISTRANTS_PAGE_SIZE });
    expect(registrantsAddress.format(parsed).toString()).toBe("searchTerms=ann&searchTerms=bn&isWithdrawn=true&pageNumber=3");
    expect(registrantsAddress.format(registrantsAddress.defaults).toString()).toBe("");
    expect(registrantsAddress.withWithdrawn(parsed, false)).toMatchObject({ isWithdrawn: false, pageNumber: 1, searchTerms: ["ann", "bn"] });
    expect(registrantsAddress.withTerms(parsed, [" x "])).toMatchObject({ searchTerms: ["x"], pageNumber: 1 });
  });

  it("names the CSV download with the same filters and no paging", () => {
    const id = "3d6f0a8e-1c2b-4e5f-9a7b-0c1d2e3f4a5b";
    expect(registrantsExportPath(id, { searchTerms: ["ann lee", "bn"], isWithdrawn: true })).toBe(
      `/businesses/training-courses/${id}/registrants/export?searchTerms=ann+lee&searchTerms=bn&isWithdrawn=true`,
    );
    expect(registrantsExportPath(id, { searchTerms: [], isWithdrawn: false })).toBe(`/businesses/training-courses/${id}/registrants/export`);
  });
});
