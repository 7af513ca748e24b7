import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { choiceOf, numberText, parseAmount, parseRequiredWhole, parseWhole, textOrNull } from "./convert.ts";

describe("reading numbers as people type them", () => {
  it("reads amounts of money with grouping, cents or the currency", () => {
    expect(parseAmount("3500")).toBe(3500);
    expect(parseAmount(" 3,500.50 ")).toBe(3500.5);
    expect(parseAmount("BND 4 800")).toBe(4800);
    expect(parseAmount("")).toBeNull();
    expect(parseAmount("about 3k")).toBeNaN();
    expect(parseAmount("3.505")).toBeNaN();
  });

  it("reads whole numbers only as whole numbers", () => {
    expect(parseWhole("7")).toBe(7);
    expect(parseWhole(" ")).toBeNull();
    expect(parseWhole("7.5")).toBeNaN();
    expect(parseWhole("-1")).toBeNaN();
  });

  it("gives back the amount it was shown", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), fc.integer({ min: 0, max: 99 }), (whole, cents) => {
        const amount = whole + cents / 100;
        expect(parseAmount(numberText(amount))).toBeCloseTo(amount, 2);
      }),
      { seed: 20250706 },
    );
  });
});

describe("empty text and choices", () => {
  it("treats blank text as not given", () => {
    expect(textOrNull("  ")).toBeNull();
    expect(textOrNull("+673 222 3333")).toBe("+673 222 3333");
  });

  it("keeps only a value of the list", () => {
    expect(choiceOf(["draft", "published"] as const, "draft")).toBe("draft");
    expect(choiceOf(["draft", "published"] as const, "deleted")).toBeUndefined();
  });
});

describe("a number that must be given", () => {
  it("reads empty as not a number, so the form's own message shows", () => {
    expect(parseRequiredWhole("")).toBeNaN();
    expect(parseRequiredWhole("2018")).toBe(2018);
  });
});
