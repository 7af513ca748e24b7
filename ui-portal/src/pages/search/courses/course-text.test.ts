import { describe, expect, it } from "vitest";
import type { CommonData } from "@ictm/core";
import { durationText, feeText, languageText, levelText, startText, tagText } from "./course-text.ts";

const noon = (day: string) => Date.parse(`${day}T04:00:00Z`); // 12:00 in Brunei
const lateEvening = (day: string) => Date.parse(`${day}T15:30:00Z`); // 23:30 in Brunei

const lists = {
  courseDurationMeasurements: [
    { key: "days", name: "Days" },
    { key: "weeks", name: "Weeks" },
  ],
  courseLevels: [{ key: "beginner", name: "Beginner" }],
  courseLanguages: [{ key: "english", name: "English" }],
  courseTags: [{ key: "cybersecurity", name: "Cybersecurity" }],
} as unknown as CommonData;

describe("a training course's facts as they read", () => {
  it("states the fee in BND, and Free for nothing to pay", () => {
    expect(feeText({ fee: 350 })).toBe("BND 350");
    expect(feeText({ fee: 1250.5 })).toBe("BND 1,250.50");
    expect(feeText({ fee: 0 })).toBe("Free");
    expect(feeText({ fee: null })).toBe("Not stated");
  });

  it("names the duration's measurement, singular for one", () => {
    expect(durationText({ duration: 3, durationMeasurement: "days" }, lists)).toBe("3 days");
    expect(durationText({ duration: 1, durationMeasurement: "weeks" }, lists)).toBe("1 week");
    expect(durationText({ duration: null, durationMeasurement: "weeks" }, lists)).toBe("Not stated");
  });

  it("names level, language and topic from the reference lists", () => {
    expect(levelText({ courseLevel: "beginner" }, lists)).toBe("Beginner");
    expect(languageText({ language: "english" }, lists)).toBe("English");
    expect(tagText({ tag: "cybersecurity" }, lists)).toBe("Cybersecurity");
    expect(tagText({ tag: null }, lists)).toBeNull();
    expect(levelText({ courseLevel: "advanced" }, null)).toBe("advanced");
  });

  it("says when the course starts, counted in Brunei days whatever the hour", () => {
    expect(startText({ startDate: "2026-12-22" }, noon("2026-12-01"))).toBe("22 Dec 2026 (in 21 days)");
    expect(startText({ startDate: "2026-12-22" }, lateEvening("2026-12-01"))).toBe("22 Dec 2026 (in 21 days)");
    expect(startText({ startDate: "2026-12-02" }, noon("2026-12-01"))).toBe("2 Dec 2026 (in a day)");
    expect(startText({ startDate: "2026-12-01" }, lateEvening("2026-12-01"))).toBe("1 Dec 2026 (today)");
    expect(startText({ startDate: "2026-11-01" }, noon("2026-12-01"))).toBe("1 Nov 2026 (a month ago)");
    expect(startText({ startDate: null }, noon("2026-12-01"))).toBe("Not stated");
  });
});
