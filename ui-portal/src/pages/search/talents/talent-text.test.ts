import { describe, expect, it } from "vitest";
import { availabilityText, experienceText, monthText, periodText, talentLine, yearsText } from "./talent-text.ts";

describe("a Talent's result as it reads", () => {
  it("counts the years of experience in words", () => {
    expect(experienceText(0)).toBe("Less than a year of experience");
    expect(experienceText(1)).toBe("1 year of experience");
    expect(experienceText(6)).toBe("6 years of experience");
    expect(talentLine("Brunei-Muara", 6)).toBe("Brunei-Muara · 6 years of experience");
    expect(talentLine(null, 2)).toBe("2 years of experience");
  });

  it("says when the Talent is available", () => {
    expect(availabilityText("immediately")).toBe("Available immediately");
    expect(availabilityText("within-one-month")).toBe("Available within a month");
    expect(availabilityText("not-looking")).toBe("Not looking for work");
    expect(availabilityText("someday")).toBe("someday");
  });

  it("writes the months and years of a resume", () => {
    expect(monthText("2021-03")).toBe("Mar 2021");
    expect(monthText("2021-13")).toBe("2021-13");
    expect(periodText("2021-03", null)).toBe("Mar 2021 – now");
    expect(periodText("2018-07", "2021-02")).toBe("Jul 2018 – Feb 2021");
    expect(yearsText(2014, 2018)).toBe("2014 – 2018");
    expect(yearsText(2020, null)).toBe("2020 – now");
    expect(yearsText(null, 2019)).toBe("2019");
    expect(yearsText(2019, 2019)).toBe("2019");
  });
});
