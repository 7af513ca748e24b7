// Training courses as the contract shows them (spec §3 "Training course (as read)"): the stored fields through
// core's one mapping (courseReadFieldsOf), plus ours. Registrant counts only in answers to the owning Business.
import type { components } from "@ictm/openapi/portal.ts";
import { courseReadFieldsOf, type TrainingCourseEdit } from "@ictm/core/domain";
import type { TrainingCourseRow } from "../db/schema.ts";
import type { CourseWithBusiness, RegistrantCounts } from "./course-store.ts";

export type TrainingCourseView = components["schemas"]["TrainingCourse"];

/** The columns that hold a course's edit payload (a stored row, or a demo course about to be written). */
export type CourseEditColumns = Omit<TrainingCourseRow, "id" | "businessId" | "publishedAt" | "createdAt" | "updatedAt" | "referenceWords">;

/** A stored course as its edit payload (the row's columns under the payload's names). */
export function courseEditOf(course: CourseEditColumns): TrainingCourseEdit {
  return {
    title: course.title,
    shortDescription: course.shortDescription,
    registrationUrl: course.registrationUrl,
    startDate: course.startDate,
    languageId: course.languageKey,
    levelId: course.levelKey,
    fee: course.fee,
    duration: course.duration,
    durationMeasurementId: course.durationMeasurementKey,
    contactEmail: course.contactEmail,
    contactPhoneNumber: course.contactPhoneNumber,
    longDescription: course.longDescription,
    isPosted: course.isPosted,
    tagId: course.tagKey,
  };
}

/** `registrants`: the counts for the owner, null for anyone else. */
export function presentCourse({ course, businessName }: CourseWithBusiness, registrants: RegistrantCounts | null = null): TrainingCourseView {
  return {
    key: course.id,
    ...courseReadFieldsOf(courseEditOf(course)),
    businessKey: course.businessId,
    businessName,
    createdAt: course.createdAt.toISOString(),
    updatedAt: course.updatedAt.toISOString(),
    publishedAt: course.publishedAt?.toISOString() ?? null,
    registrants,
  };
}
