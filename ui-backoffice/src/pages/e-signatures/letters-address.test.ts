import { describe, expect, it } from "vitest";
import { lettersAddress, readLettersSearch } from "./letters-address.ts";

describe("the issued letters' search in the address", () => {
  it("reads the terms and the page", () => {
    expect(readLettersSearch("searchTerms=%20LPA-2026%20&pageNumber=3")).toEqual({ searchTerms: "LPA-2026", pageNumber: 3 });
  });

  it("reads a missing or malformed page as the first", () => {
    expect(readLettersSearch("")).toEqual({ searchTerms: "", pageNumber: 1 });
    expect(readLettersSearch("pageNumber=abc")).toEqual({ searchTerms: "", pageNumber: 1 });
    expect(readLettersSearch("pageNumber=-2")).toEqual({ searchTerms: "", pageNumber: 1 });
  });

  it("writes the shortest address that reads the same", () => {
    expect(lettersAddress({ searchTerms: "", pageNumber: 1 })).toBe("/e-signatures/management");
    expect(lettersAddress({ searchTerms: "Siti Aminah", pageNumber: 2 })).toBe("/e-signatures/management?searchTerms=Siti+Aminah&pageNumber=2");
  });

  it("round-trips every search it writes", () => {
    for (const search of [
      { searchTerms: "ICTM-ABCD-EFGH", pageNumber: 1 },
      { searchTerms: "a&b=c?d", pageNumber: 7 },
      { searchTerms: "", pageNumber: 12 },
    ]) {
      const address = lettersAddress(search);
      expect(readLettersSearch(address.split("?")[1] ?? "")).toEqual(search);
    }
  });
});
