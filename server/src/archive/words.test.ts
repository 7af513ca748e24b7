// A listing's search words: split at white space only, punctuation kept as plain text, from the first 200
// characters; and each word as a LIKE pattern that matches it literally.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { maxTermsLength } from "../search/terms.ts";
import { likePattern } from "./listing-store.ts";
import { listingWords } from "./words.ts";

describe("listingWords", () => {
  it("answers the non-empty runs without white space of the first 200 characters", () => {
    fc.assert(
      fc.property(fc.string({ unit: "binary", maxLength: 400 }), (terms) => {
        const head = Array.from(terms).slice(0, maxTermsLength).join("");
        const words = listingWords(terms);
        expect(words.join(" ")).toBe(head.split(/\s+/u).filter((word) => word !== "").join(" "));
        for (const word of words) expect(word).not.toMatch(/\s/u);
      }),
    );
  });

  it("keeps punctuation inside a word", () => {
    expect(listingWords("  A12-345  O'Brien 100%_x ")).toEqual(["A12-345", "O'Brien", "100%_x"]);
    expect(listingWords(undefined)).toEqual([]);
    expect(listingWords(" \t ")).toEqual([]);
  });
});

describe("likePattern", () => {
  it("escapes LIKE's wildcards and its escape character, so a word matches only itself", () => {
    expect(likePattern("100%_x")).toBe("%100\\%\\_x%");
    expect(likePattern("a\\b")).toBe("%a\\\\b%");
    expect(likePattern("LPA-2026")).toBe("%LPA-2026%");
  });
});
