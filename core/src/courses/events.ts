// The training courses' client events: a Business lists, creates, changes, publishes and unpublishes its courses,
// reads a course's registrants (and decides withdrawals); a Talent registers, asks to withdraw and lists their
// registrations. Definitions only; the course stores fold them. The server's stream facts are
// registration-events.ts (v1.CourseRegistered, v1.CourseWithdrawal*), whose names these never reuse.
import { Schema } from "effect";
import { contractShape, defineEvent } from "../events/define-event.ts";
import type {
  CourseRegistrant,
  CourseRegistrantCounts,
  CourseRegistrantPage,
  CourseRegistration,
  TrainingCourse,
  TrainingCoursePage,
} from "./course-records.ts";

/** The name each course query reports under, so its store can follow its status. */
export const COURSE_QUERIES = {
  ownTrainingCourses: "queries.loadOwnTrainingCourses",
  trainingCourse: "queries.loadTrainingCourse",
  searchTrainingCourses: "queries.searchTrainingCourses",
  courseRegistrants: "queries.loadCourseRegistrants",
  courseRegistrations: "queries.loadCourseRegistrations",
} as const;

const page = { items: true, count: true, countIsExact: true, pageNumber: true, pageSize: true, totalPages: true } as const;

export const TrainingCourseShape = contractShape<TrainingCourse>("TrainingCourse", {
  key: true, name: true, shortDescription: true, registrationUrl: true, startDate: true, language: true,
  courseLevel: true, fee: true, duration: true, durationMeasurement: true, contactEmail: true,
  contactPhoneNumber: true, longDescription: true, isPosted: true, tag: true, businessKey: true, businessName: true,
  createdAt: true, updatedAt: true, publishedAt: true, registrants: true,
});
export const TrainingCoursePageShape = contractShape<TrainingCoursePage>("TrainingCoursePage", page);
export const CourseRegistrationShape = contractShape<CourseRegistration>("CourseRegistration", {
  key: true, trainingCourse: true, isWithdrawn: true, status: true, registeredAt: true, withdrawalRequestedAt: true,
  decidedAt: true,
});
export const CourseRegistrantShape = contractShape<CourseRegistrant>("CourseRegistrant", {
  key: true, talentKey: true, name: true, email: true, status: true, registeredAt: true, withdrawalRequestedAt: true,
  decidedAt: true,
});
export const CourseRegistrantPageShape = contractShape<CourseRegistrantPage>("CourseRegistrantPage", { ...page, counts: true });
export const CourseRegistrantCountsShape = contractShape<CourseRegistrantCounts>("CourseRegistrantCounts", {
  enrolled: true, withdrawalRequested: true, withdrawn: true,
});

/** Which registrants a page holds (registrants-address.ts reads and writes it). */
export const RegistrantsFilterSchema = Schema.Struct({
  searchTerms: Schema.Array(Schema.String),
  isWithdrawn: Schema.Boolean,
  pageNumber: Schema.Number,
  pageSize: Schema.Number,
});

const Course = TrainingCourseShape;
const Registration = CourseRegistrationShape;

export const courseClientEvents = [
  defineEvent("v1.OwnTrainingCoursesLoaded", Schema.Struct({ courses: Schema.Array(Course) })),
  defineEvent("v1.TrainingCourseLoaded", Schema.Struct({ course: Course })),
  defineEvent("v1.TrainingCourseCreated", Schema.Struct({ course: Course })),
  /** Saved, published (a PUT with isPosted true) or changed while published: the server's answer. */
  defineEvent("v1.TrainingCourseUpdated", Schema.Struct({ course: Course })),
  /** The course is a draft again (not deleted): it left the public search and kept its registrants. */
  defineEvent("v1.TrainingCourseUnpublished", Schema.Struct({ course: Course })),
  defineEvent(
    "v1.CourseRegistrantsLoaded",
    Schema.Struct({ courseId: Schema.String, filter: RegistrantsFilterSchema, page: CourseRegistrantPageShape }),
  ),
  /**
   * The counts of a course's registrants for `searchTerms`, read without changing the page shown (after a declined
   * withdrawal while the screen shows the registrants not withdrawn).
   */
  defineEvent(
    "v1.CourseRegistrantCountsRefreshed",
    Schema.Struct({ courseId: Schema.String, searchTerms: Schema.Array(Schema.String), counts: CourseRegistrantCountsShape }),
  ),
  /** The Business approved a registrant's withdrawal: `registrant` is the server's answer (withdrawn). */
  defineEvent("v1.RegistrantWithdrawalApproved", Schema.Struct({ courseId: Schema.String, registrant: CourseRegistrantShape })),
  /** The Business declined it: `registrant` is enrolled again. */
  defineEvent("v1.RegistrantWithdrawalDeclined", Schema.Struct({ courseId: Schema.String, registrant: CourseRegistrantShape })),
  /** A course's registrants were exported as CSV (the filter as sent; the bytes are never logged). */
  defineEvent(
    "v1.CourseRegistrantsExported",
    Schema.Struct({ courseId: Schema.String, searchTerms: Schema.Array(Schema.String), isWithdrawn: Schema.Boolean, fileName: Schema.String }),
  ),
  defineEvent("v1.CourseRegistrationsLoaded", Schema.Struct({ registrations: Schema.Array(Registration) })),
  defineEvent("v1.RegisteredForCourse", Schema.Struct({ registration: Registration })),
  defineEvent("v1.CourseWithdrawalAsked", Schema.Struct({ registration: Registration })),
] as const;
