import { describe, expect, it } from "vitest";
import { closedNotice, closingText, placeText, salaryText } from "./vacancy-text.ts";

const noon = (day: string) => Date.parse(`${day}T04:00:00Z`); // 12:00 in Brunei
const published = { status: "published" as const, closingDate: "2027-01-15", updatedAt: "2027-01-02T03:00:00.000Z" };

describe("a vacancy's facts as they read", () => {
  it("states the salary in BND, or that there is none", () => {
    expect(salaryText({ salaryMin: 3500, salaryMax: 4800, salaryInterval: "monthly" })).toBe("BND 3,500 – 4,800 a month");
    expect(salaryText({ salaryMin: null, salaryMax: null, salaryInterval: "monthly" })).toBe("Salary not stated");
  });

  it("says the vacancy closes on its day, and closed on it after it", () => {
    expect(closingText(published, noon("2027-01-15"))).toBe("Closes 15 Jan 2027");
    expect(closingText(published, noon("2027-01-16"))).toBe("Closed on 15 Jan 2027");
    expect(closingText({ ...published, status: "draft" }, noon("2027-01-16"))).toBe("Closes 15 Jan 2027");
  });

  it("a vacancy its Business closed reads closed on the day it was closed, never 'Closes …'", () => {
    const closed = { ...published, status: "closed" as const, updatedAt: "2027-01-09T02:00:00.000Z" };
    expect(closingText(closed, noon("2027-01-10"))).toBe("Closed on 9 Jan 2027");
    expect(closingText({ ...closed, updatedAt: "2027-02-01T02:00:00.000Z" }, noon("2027-02-02"))).toBe("Closed on 15 Jan 2027");
  });

  it("the job page's notice names the day it closed, and there is none while it is open or a draft", () => {
    expect(closedNotice(published, noon("2027-01-20"))).toBe("This vacancy closed on 15 Jan 2027");
    expect(closedNotice({ ...published, status: "closed" }, noon("2027-01-03"))).toBe("This vacancy closed on 2 Jan 2027");
    expect(closedNotice(published, noon("2027-01-15"))).toBeNull();
    expect(closedNotice({ ...published, status: "draft" }, noon("2027-01-20"))).toBeNull();
  });

  it("names the district and adds the location when there is one", () => {
    const lists = { districts: [{ key: "brunei-muara", name: "Brunei-Muara" }] };
    expect(placeText({ district: "brunei-muara", location: "Kiulap" }, { ...emptyLists, ...lists })).toBe("Brunei-Muara · Kiulap");
    expect(placeText({ district: "tutong", location: " " }, null)).toBe("tutong");
  });
});

const emptyLists = { countries: [], businessTypes: [], bruneiIcColours: [], lpaApplicationTypes: [], salaryIntervals: [], districts: [], employmentTypes: [], contactChannelTypes: [], courseLanguages: [], courseLevels: [], courseDurationMeasurements: [], courseTags: [] };
