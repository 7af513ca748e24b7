// The front door's training courses room (issue 15): the form and the registration rules (shared with the server
// through @ictm/core/domain), the contract's shapes, the queries, commands, stores and address helpers.
// Re-exports only (index.ts re-exports this whole file); keep these names stable.

// Pure rules: the edit payload's form and its mapping to and from the course as read; the registration aggregate
export * from "./course-form.ts";
export * from "./registration-events.ts";
export * from "./registration-transitions.ts";
export { checkTrainingCourseForm } from "./course-today.ts";
export { countsAfterDecision } from "./registrant-counts.ts";
export type { WithdrawalDecision } from "./registrant-counts.ts";

// The contract's shapes
export type {
  CourseRegistrant,
  CourseRegistrantCounts,
  CourseRegistrantPage,
  CourseRegistration,
  TrainingCourse,
  TrainingCourseInput,
  TrainingCoursePage,
} from "./course-records.ts";
export { COURSE_QUERIES } from "./events.ts";

// The registrants screen's address (pure) and the CSV download's path
export {
  initialRegistrantsFilter,
  normalizeRegistrantsFilter,
  registrantsAddress,
  registrantsExportPath,
} from "./registrants-address.ts";
export type { RegistrantsFilter } from "./registrants-address.ts";

// Queries
export { loadOwnTrainingCourses } from "./load-own-training-courses.ts";
export { loadTrainingCourse } from "./load-training-course.ts";
export { searchTrainingCourses } from "./search-training-courses.ts";
export { loadCourseRegistrants } from "./load-course-registrants.ts";
export { loadCourseRegistrations } from "./load-course-registrations.ts";

// Commands
export { createTrainingCourse } from "./create-training-course.ts";
export { updateTrainingCourse } from "./update-training-course.ts";
export { publishTrainingCourse } from "./publish-training-course.ts";
export { unpublishTrainingCourse } from "./unpublish-training-course.ts";
export { approveCourseWithdrawal, declineCourseWithdrawal } from "./decide-course-withdrawal.ts";
export { registerForCourse } from "./register-for-course.ts";
export { withdrawFromCourse } from "./withdraw-from-course.ts";
export { exportCourseRegistrants } from "./export-course-registrants.ts";

// Stores: core.stores.ownTrainingCourses | trainingCourse | courseSearch | courseRegistrants | courseRegistrations
export type { OwnTrainingCoursesState } from "./own-training-courses-store.ts";
export { trainingCourseOf } from "./training-course-store.ts";
export type { TrainingCourseState } from "./training-course-store.ts";
export type { CourseRegistrantsState } from "./course-registrants-store.ts";
export { courseRegistrationOf } from "./course-registrations-store.ts";
export type { CourseRegistrationsState } from "./course-registrations-store.ts";
export type { CourseSearchStoreState } from "../search/search-stores.ts";
export { courseSearchQuery } from "../search/screens.ts";
export type { CourseSearchState } from "../search/screens.ts";
