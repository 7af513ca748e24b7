import { describe, expect, it } from "vitest";
import { closingText, placeText, salaryText } from "./vacancy-text.ts";

const noon = (day: string) => Date.parse(`${day}T04:00:00Z`); // 12:00 in Brunei

describe("a vacancy's facts as they read", () => {
  it("states the salary in BND, or that there is none", () => {
    expect(salaryText({ salaryMin: 3500, salaryMax: 4800, salaryInterval: "monthly" })).toBe("BND 3,500 – 4,800 a month");
    expect(salaryText({ salaryMin: null, salaryMax: null, salaryInterval: "monthly" })).toBe("Salary not stated");
  });

  it("says the vacancy closes on its day, and has closed after it", () => {
    expect(closingText({ status: "published", closingDate: "2025-08-01" }, noon("2025-08-01"))).toBe("Closes 1 Aug 2025");
    expect(closingText({ status: "published", closingDate: "2025-08-01" }, noon("2025-08-02"))).toBe("Closed 1 Aug 2025");
  });

  it("names the district and adds the location when there is one", () => {
    const lists = { districts: [{ key: "brunei-muara", name: "Brunei-Muara" }] };
    expect(placeText({ district: "brunei-muara", location: "Kiulap" }, { ...emptyLists, ...lists })).toBe("Brunei-Muara · Kiulap");
    expect(placeText({ district: "tutong", location: " " }, null)).toBe("tutong");
  });
});

const emptyLists = { countries: [], businessTypes: [], bruneiIcColours: [], lpaApplicationTypes: [], salaryIntervals: [], districts: [], employmentTypes: [], contactChannelTypes: [], courseLanguages: [], courseLevels: [], courseDurationMeasurements: [], courseTags: [] };
