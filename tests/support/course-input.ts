// A training course every course test can post (a three-day cloud course), named and dated by the test.
import type { components } from "@ictm/openapi/portal.ts";

export type CourseInput = components["schemas"]["TrainingCourseInput"];

export function cloudCourseInput(title: string, startDate: string, overrides: Partial<CourseInput> = {}): CourseInput {
  return {
    title,
    shortDescription: "Three days on the basics of cloud computing for Brunei's public and private sectors.",
    registrationUrl: "https://training.example.bn/cloud",
    startDate,
    languageId: "english",
    levelId: "beginner",
    fee: 350.5,
    duration: 3,
    durationMeasurementId: "days",
    contactEmail: "training@example.bn",
    contactPhoneNumber: "+673 222 3344",
    longDescription: "Day one: what the cloud is.\nDay two: storage and compute.\nDay three: a small project.",
    isPosted: true,
    tagId: "cloud-computing",
    ...overrides,
  };
}
