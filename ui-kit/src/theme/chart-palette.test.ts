import { describe, expect, it } from "vitest";
import { categorical, contrastRatio, grey } from "./palette.ts";

describe("the charts' categorical palette", () => {
  it("stands out from white and from the page background by at least 3:1 (non-text contrast)", () => {
    for (const colour of categorical) {
      expect(contrastRatio(colour, grey[0]), colour).toBeGreaterThanOrEqual(3);
      expect(contrastRatio(colour, grey[50]), colour).toBeGreaterThanOrEqual(3);
    }
  });

  it("has no colour twice", () => {
    expect(new Set(categorical.map((colour) => colour.toLowerCase())).size).toBe(categorical.length);
  });
});
