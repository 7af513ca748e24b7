import { describe, expect, it } from "vitest";
import { accent, contrastRatio, grey, semantic } from "./palette.ts";

const AA_TEXT = 4.5;
const AA_NON_TEXT = 3;

describe("the palette meets WCAG 2.2 AA", () => {
  it("accent text and links read on white and on the page background", () => {
    expect(contrastRatio(accent[700], grey[0])).toBeGreaterThanOrEqual(AA_TEXT);
    expect(contrastRatio(accent[700], grey[50])).toBeGreaterThanOrEqual(AA_TEXT);
    expect(contrastRatio(accent[800], accent[50])).toBeGreaterThanOrEqual(AA_TEXT);
  });

  it("white text reads on a primary button at rest and while pressed", () => {
    expect(contrastRatio(grey[0], accent[700])).toBeGreaterThanOrEqual(AA_TEXT);
    expect(contrastRatio(grey[0], accent[800])).toBeGreaterThanOrEqual(AA_TEXT);
    expect(contrastRatio(grey[0], semantic.danger.text)).toBeGreaterThanOrEqual(AA_TEXT);
  });

  it("body, secondary and placeholder text read on white", () => {
    expect(contrastRatio(grey[900], grey[0])).toBeGreaterThanOrEqual(AA_TEXT);
    expect(contrastRatio(grey[600], grey[0])).toBeGreaterThanOrEqual(AA_TEXT);
    expect(contrastRatio(grey[500], grey[50])).toBeGreaterThanOrEqual(AA_TEXT);
  });

  it("field borders and the focus ring stand out from white", () => {
    expect(contrastRatio(grey[500], grey[0])).toBeGreaterThanOrEqual(AA_NON_TEXT);
    expect(contrastRatio(accent[600], grey[0])).toBeGreaterThanOrEqual(AA_NON_TEXT);
  });

  it.each(Object.entries(semantic))("%s text reads on white and on its own surface", (_tone, colours) => {
    expect(contrastRatio(colours.text, grey[0])).toBeGreaterThanOrEqual(AA_TEXT);
    expect(contrastRatio(colours.text, colours.surface)).toBeGreaterThanOrEqual(AA_TEXT);
  });
});
