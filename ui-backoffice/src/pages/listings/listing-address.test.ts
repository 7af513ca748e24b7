import { describe, expect, it } from "vitest";
import { canonicalQuery, listedApplicationAddress, listingAddress, readListingSearch, withPage, withTerms } from "./listing-address.ts";

const WORKFLOW = "5f0c9a52-7d1e-4c38-9b6a-2e4d1f8a0c01";

describe("a listing's search in the address", () => {
  it("reads the terms, the page and the page size", () => {
    expect(readListingSearch("searchTerms=%20Borneo%20Tech%20&pageNumber=3&pageSize=50")).toEqual({ searchTerms: "Borneo Tech", pageNumber: 3, pageSize: 50 });
  });

  it("reads a missing or malformed value as the default (15 a page, the first page)", () => {
    expect(readListingSearch("")).toEqual({ searchTerms: "", pageNumber: 1, pageSize: 15 });
    expect(readListingSearch("pageNumber=abc&pageSize=0")).toEqual({ searchTerms: "", pageNumber: 1, pageSize: 15 });
    expect(readListingSearch("pageNumber=-2&pageSize=1000")).toEqual({ searchTerms: "", pageNumber: 1, pageSize: 100 });
  });

  it("writes the shortest address that reads the same", () => {
    expect(listingAddress("approved", WORKFLOW, { searchTerms: "", pageNumber: 1, pageSize: 15 })).toBe(`/expat-permits/listing/${WORKFLOW}`);
    expect(listingAddress("archived", WORKFLOW, { searchTerms: "Siti Aminah", pageNumber: 2, pageSize: 15 })).toBe(
      `/expat-permits/listing/archived/${WORKFLOW}?searchTerms=Siti+Aminah&pageNumber=2`,
    );
    expect(listingAddress("approved", WORKFLOW, { searchTerms: "", pageNumber: 1, pageSize: 30 })).toBe(`/expat-permits/listing/${WORKFLOW}?pageSize=30`);
  });

  it("keeps the listing's search on the panel over it", () => {
    expect(listedApplicationAddress("approved", WORKFLOW, "app-1", "info", { searchTerms: "lpa", pageNumber: 2, pageSize: 15 })).toBe(
      `/expat-permits/listing/${WORKFLOW}/application/app-1/info?searchTerms=lpa&pageNumber=2`,
    );
    expect(listedApplicationAddress("archived", WORKFLOW, "app-1", undefined, { searchTerms: "", pageNumber: 1, pageSize: 15 })).toBe(
      `/expat-permits/listing/archived/${WORKFLOW}/application/app-1`,
    );
  });

  it("says what a long-winded or malformed address should read, and nothing for a short one", () => {
    expect(canonicalQuery("")).toBeNull();
    expect(canonicalQuery("?searchTerms=lpa&pageNumber=2")).toBeNull();
    expect(canonicalQuery("searchTerms=lpa&pageNumber=2")).toBeNull();
    expect(canonicalQuery("pageNumber=1&pageSize=15")).toBe("");
    expect(canonicalQuery("searchTerms=%20lpa%20&pageNumber=abc")).toBe("searchTerms=lpa");
    expect(canonicalQuery("utm=x")).toBe("");
  });

  it("starts a new search on its first page, and pages keep the search", () => {
    const search = { searchTerms: "lpa", pageNumber: 4, pageSize: 30 };
    expect(withTerms(search, " sawp ")).toEqual({ searchTerms: "sawp", pageNumber: 1, pageSize: 30 });
    expect(withPage(search, 2)).toEqual({ searchTerms: "lpa", pageNumber: 2, pageSize: 30 });
  });

  it("round-trips every search it writes", () => {
    for (const search of [
      { searchTerms: "LPA-2026-0001", pageNumber: 1, pageSize: 15 },
      { searchTerms: "a&b=c?d", pageNumber: 7, pageSize: 100 },
      { searchTerms: "", pageNumber: 12, pageSize: 1 },
    ]) {
      const address = listingAddress("approved", WORKFLOW, search);
      expect(readListingSearch(address.split("?")[1] ?? "")).toEqual(search);
    }
  });
});
