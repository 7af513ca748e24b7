// A training course as its form holds it (text, "" for none) and back into the edit payload (spec §3) that
// createTrainingCourse and updateTrainingCourse take. Whether it is published is not a field: the button pressed
// decides it. Pure: the rules and their words are core's training course form (a draft needs only a title;
// publishing needs the rest and a start date that has not passed, as of `today` in Brunei).
import {
  TrainingCourseForm,
  courseEditPayloadOf,
  missingForPublishing,
  trainingCourseFormOn,
  validateForm,
  COURSE_MESSAGES,
  type FieldErrors,
  type TrainingCourse,
  type TrainingCourseEdit,
} from "@ictm/core";
import { numberText, parseAmount, parseWhole, textOrNull } from "../../../forms/convert.ts";

export type CourseValues = {
  title: string;
  shortDescription: string;
  registrationUrl: string;
  startDate: string;
  languageId: string;
  levelId: string;
  fee: string;
  duration: string;
  durationMeasurementId: string;
  contactEmail: string;
  contactPhoneNumber: string;
  longDescription: string;
  tagId: string;
};

export const EMPTY_COURSE: CourseValues = {
  title: "",
  shortDescription: "",
  registrationUrl: "",
  startDate: "",
  languageId: "",
  levelId: "",
  fee: "",
  duration: "",
  durationMeasurementId: "",
  contactEmail: "",
  contactPhoneNumber: "",
  longDescription: "",
  tagId: "",
};

/** A course as read, into its form (through core's one mapping between read and edit). */
export function courseValuesOf(course: TrainingCourse): CourseValues {
  const edit = courseEditPayloadOf(course);
  return {
    title: edit.title,
    shortDescription: edit.shortDescription ?? "",
    registrationUrl: edit.registrationUrl ?? "",
    startDate: edit.startDate ?? "",
    languageId: edit.languageId ?? "",
    levelId: edit.levelId ?? "",
    fee: numberText(edit.fee),
    duration: edit.duration === null ? "" : String(edit.duration),
    durationMeasurementId: edit.durationMeasurementId ?? "",
    contactEmail: edit.contactEmail ?? "",
    contactPhoneNumber: edit.contactPhoneNumber ?? "",
    longDescription: edit.longDescription ?? "",
    tagId: edit.tagId ?? "",
  };
}

/** The edit payload of the form's values: "" is null; a fee or duration that is not a number is NaN (core says so). */
export function courseEditOf(values: CourseValues, isPosted: boolean): TrainingCourseEdit {
  return {
    title: values.title.trim(),
    shortDescription: textOrNull(values.shortDescription),
    registrationUrl: textOrNull(values.registrationUrl.trim()),
    startDate: textOrNull(values.startDate),
    languageId: textOrNull(values.languageId),
    levelId: textOrNull(values.levelId),
    fee: parseAmount(values.fee),
    duration: parseWhole(values.duration),
    durationMeasurementId: textOrNull(values.durationMeasurementId),
    contactEmail: textOrNull(values.contactEmail.trim()),
    contactPhoneNumber: textOrNull(values.contactPhoneNumber.trim()),
    longDescription: textOrNull(values.longDescription),
    isPosted,
    tagId: textOrNull(values.tagId),
  };
}

/**
 * The messages under the fields: each field's own rules, and when it is to be published (`isPosted`) every field
 * publishing still needs (all at once, not one by one) and the start date's rule as of `today`.
 */
export function courseErrors(values: CourseValues, isPosted: boolean, today: string): FieldErrors {
  const edit = courseEditOf(values, isPosted);
  const own = validateForm(TrainingCourseForm, edit);
  if (!isPosted) return own;
  const missing: FieldErrors = Object.fromEntries(missingForPublishing(edit).map((field) => [field, COURSE_MESSAGES[field]]));
  return { ...validateForm(trainingCourseFormOn(today), edit), ...missing, ...own };
}

/**
 * The form's buttons by whether the course is published now (null: a new course): a new course or a draft is
 * published or saved as a draft; a published one is saved as it is (unpublishing is the list's action).
 */
export function courseSaveChoices(isPosted: boolean | null): { primary: CourseSaveChoice; secondary: CourseSaveChoice | null } {
  if (isPosted === true) return { primary: { isPosted: true, label: "Save changes" }, secondary: null };
  return { primary: { isPosted: true, label: "Publish" }, secondary: { isPosted: false, label: "Save draft" } };
}

export interface CourseSaveChoice {
  isPosted: boolean;
  label: string;
}
