import { describe, expect, it } from "vitest";
import { openVacanciesText } from "./business-text.ts";

describe("a business's open vacancies", () => {
  it("are counted in words", () => {
    expect(openVacanciesText(0)).toBe("No open vacancies");
    expect(openVacanciesText(1)).toBe("1 open vacancy");
    expect(openVacanciesText(12)).toBe("12 open vacancies");
  });
});
