// The contract's training course shapes under the names the core and its users speak of (portal.yaml).
// Types only: nothing here may run code or import anything but the generated contract.
import type { components } from "@ictm/openapi/portal.ts";

type Schemas = components["schemas"];

/** A course as read; `registrants` counts only in answers to the Business that owns it, null elsewhere. */
export type TrainingCourse = Schemas["TrainingCourse"];
/** The edit payload as the contract types it (core's form reads a left-out field as null: TrainingCourseEdit). */
export type TrainingCourseInput = Schemas["TrainingCourseInput"];
export type TrainingCoursePage = Schemas["TrainingCoursePage"];
export type CourseRegistrantCounts = Schemas["CourseRegistrantCounts"];
/** A Talent's registration as the Talent reads it, with the course. */
export type CourseRegistration = Schemas["CourseRegistration"];
/** One registration as the course's Business reads it; `email` null where the Talent's privacy hides it. */
export type CourseRegistrant = Schemas["CourseRegistrant"];
export type CourseRegistrantPage = Schemas["CourseRegistrantPage"];
