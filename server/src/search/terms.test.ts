// Splitting what a person typed into search words: only letters, marks and digits survive, whatever the input.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { maxTermsLength, maxWords, searchWords } from "./terms.ts";

describe("searchWords", () => {
  it("keeps only non-empty runs of letters, marks and digits, at most eight, from the first 200 characters", () => {
    fc.assert(
      fc.property(fc.string({ unit: "binary", maxLength: 400 }), (terms) => {
        const words = searchWords(terms);
        expect(words.length).toBeLessThanOrEqual(maxWords);
        const head = Array.from(terms).slice(0, maxTermsLength).join("");
        for (const word of words) {
          expect(word).toMatch(/^[\p{L}\p{M}\p{N}]+$/u);
          expect(head).toContain(word);
        }
      }),
    );
  });

  it("reads punctuation and text-search syntax as separators", () => {
    expect(searchWords("Node.js, C# & CI/CD")).toEqual(["Node", "js", "C", "CI", "CD"]);
    expect(searchWords("'&|!():*<->\\")).toEqual([]);
    expect(searchWords("a:* <-> !b")).toEqual(["a", "b"]);
  });

  it("keeps words of any script whole", () => {
    expect(searchWords("日本語 Ümlaut niño हिन्दी")).toEqual(["日本語", "Ümlaut", "niño", "हिन्दी"]);
  });

  it("cuts the terms to 200 characters and eight words", () => {
    expect(searchWords(`${"x".repeat(199)} later`)).toEqual(["x".repeat(199)]);
    expect(searchWords("one two three four five six seven eight nine")).toHaveLength(8);
    expect(searchWords(undefined)).toEqual([]);
  });
});
