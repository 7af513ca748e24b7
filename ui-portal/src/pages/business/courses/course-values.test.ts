import { describe, expect, it } from "vitest";
import { COURSE_MESSAGES, courseReadFieldsOf, type TrainingCourse } from "@ictm/core";
import { EMPTY_COURSE, courseEditOf, courseErrors, courseSaveChoices, courseValuesOf, type CourseValues } from "./course-values.ts";

const TODAY = "2026-11-26";

const filled: CourseValues = {
  title: "Cloud Foundations for Beginners",
  shortDescription: "Two weeks of hands-on cloud basics.",
  registrationUrl: "https://training.example.bn/cloud",
  startDate: "2027-01-11",
  languageId: "english",
  levelId: "beginner",
  fee: "BND 1,250.50",
  duration: "2",
  durationMeasurementId: "weeks",
  contactEmail: "courses@example.bn",
  contactPhoneNumber: "",
  longDescription: "Accounts, networks, storage and costs.\nEvery afternoon in Kiulap.",
  tagId: "cloud-computing",
};

const asRead = (values: CourseValues, isPosted: boolean): TrainingCourse => ({
  ...courseReadFieldsOf(courseEditOf(values, isPosted)),
  key: "c1",
  businessKey: "b1",
  businessName: "Seri Training",
  createdAt: "2026-11-01T00:00:00Z",
  updatedAt: "2026-11-01T00:00:00Z",
  publishedAt: null,
  registrants: null,
});

describe("a training course in its form", () => {
  it("becomes the edit payload: empty is null, the fee in BND, the duration a whole number, published by the button", () => {
    expect(courseEditOf(filled, true)).toEqual({
      ...filled,
      fee: 1250.5,
      duration: 2,
      contactPhoneNumber: null,
      isPosted: true,
    });
    expect(courseEditOf({ ...EMPTY_COURSE, title: "Intro" }, false)).toEqual({
      title: "Intro",
      shortDescription: null,
      registrationUrl: null,
      startDate: null,
      languageId: null,
      levelId: null,
      fee: null,
      duration: null,
      durationMeasurementId: null,
      contactEmail: null,
      contactPhoneNumber: null,
      longDescription: null,
      isPosted: false,
      tagId: null,
    });
  });

  it("comes back from the course as read to the same values", () => {
    expect(courseValuesOf(asRead(filled, true))).toEqual({ ...filled, fee: "1250.5" });
    const draft = { ...EMPTY_COURSE, title: "Intro" };
    expect(courseValuesOf(asRead(draft, false))).toEqual(draft);
  });

  it("asks a draft for its title only", () => {
    expect(courseErrors({ ...EMPTY_COURSE, title: "Intro" }, false, TODAY)).toEqual({});
    expect(courseErrors(EMPTY_COURSE, false, TODAY)).toEqual({ title: COURSE_MESSAGES.title });
  });

  it("names every field publishing still needs, at once, in core's words", () => {
    const errors = courseErrors({ ...EMPTY_COURSE, title: "Intro" }, true, TODAY);
    expect(errors).toEqual({
      shortDescription: COURSE_MESSAGES.shortDescription,
      startDate: COURSE_MESSAGES.startDate,
      languageId: COURSE_MESSAGES.languageId,
      levelId: COURSE_MESSAGES.levelId,
      fee: COURSE_MESSAGES.fee,
      duration: COURSE_MESSAGES.duration,
      durationMeasurementId: COURSE_MESSAGES.durationMeasurementId,
      contactEmail: COURSE_MESSAGES.contactEmail,
      longDescription: COURSE_MESSAGES.longDescription,
      tagId: COURSE_MESSAGES.tagId,
    });
    expect(courseErrors(filled, true, TODAY)).toEqual({});
  });

  it("refuses a start date that has passed only when publishing", () => {
    const started = { ...filled, startDate: "2026-11-25" };
    expect(courseErrors(started, true, TODAY)).toEqual({ startDate: COURSE_MESSAGES.startDatePassed });
    expect(courseErrors(started, false, TODAY)).toEqual({});
    expect(courseErrors({ ...filled, startDate: TODAY }, true, TODAY)).toEqual({});
  });

  it("says what is wrong with a fee or a duration that is not one", () => {
    expect(courseErrors({ ...filled, fee: "ten" }, false, TODAY)["fee"]).toBe(COURSE_MESSAGES.fee);
    expect(courseErrors({ ...filled, fee: "12.345" }, true, TODAY)["fee"]).toBe(COURSE_MESSAGES.fee);
    expect(courseErrors({ ...filled, duration: "1.5" }, false, TODAY)["duration"]).toBe(COURSE_MESSAGES.duration);
    expect(courseErrors({ ...filled, duration: "1001" }, true, TODAY)["duration"]).toBe(COURSE_MESSAGES.duration);
    expect(courseErrors({ ...filled, fee: "0" }, true, TODAY)).toEqual({});
  });

  it("offers Publish and Save draft until it is published, then Save changes", () => {
    expect(courseSaveChoices(null)).toEqual({ primary: { isPosted: true, label: "Publish" }, secondary: { isPosted: false, label: "Save draft" } });
    expect(courseSaveChoices(false)).toEqual(courseSaveChoices(null));
    expect(courseSaveChoices(true)).toEqual({ primary: { isPosted: true, label: "Save changes" }, secondary: null });
  });
});
