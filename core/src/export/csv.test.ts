import { describe, expect, it } from "vitest";
import { csvField, csvFileName, csvLine } from "./csv.ts";

describe("CSV", () => {
  it("quotes commas, quotes, line breaks and edge spaces, and doubles quotes", () => {
    expect(csvLine(["Tan, Ah Kow", 'The "Best" Sdn Bhd', "two\nlines", " padded", "plain"])).toBe('"Tan, Ah Kow","The ""Best"" Sdn Bhd","two\nlines"," padded",plain\r\n');
  });

  it("defuses what a spreadsheet would run as a formula", () => {
    expect(csvField("=HYPERLINK(\"http://x\")")).toBe("\"'=HYPERLINK(\"\"http://x\"\")\"");
    expect(csvField("+1")).toBe("'+1");
    expect(csvField("-5")).toBe("'-5");
    expect(csvField("@SUM(A1)")).toBe("'@SUM(A1)");
    expect(csvField(-5)).toBe("-5");
  });

  it("keeps non-Latin letters, writes empty cells for nothing, and names files safely", () => {
    expect(csvLine(["عبدالله", "王小明", null, undefined, 3, true])).toBe("عبدالله,王小明,,,3,true\r\n");
    expect(csvFileName("approved applications / 2026", "2026-11-26")).toBe("approved-applications-2026-2026-11-26.csv");
  });
});
