// Training course records as the server answers them, for core's course tests. Test-only.
import type { CourseRegistrant, CourseRegistrantPage, CourseRegistration, TrainingCourse } from "../courses/course-records.ts";

export const aTrainingCourse: TrainingCourse = {
  key: "3d6f0a8e-1c2b-4e5f-9a7b-0c1d2e3f4a5b",
  name: "Cloud Foundations",
  shortDescription: "Start with cloud computing.",
  registrationUrl: null,
  startDate: "2025-04-01",
  language: "english",
  courseLevel: "beginner",
  fee: 150,
  duration: 3,
  durationMeasurement: "days",
  contactEmail: "training@dataworks.bn",
  contactPhoneNumber: null,
  longDescription: "Three days of hands-on labs.",
  isPosted: false,
  tag: "cloud-computing",
  businessKey: "16fd2706-8baf-433b-82eb-8c7fada847da",
  businessName: "DataWorks Sdn Bhd",
  createdAt: "2025-03-01T00:00:00.000Z",
  updatedAt: "2025-03-01T00:00:00.000Z",
  publishedAt: null,
  registrants: { enrolled: 0, withdrawalRequested: 0, withdrawn: 0 },
};

export const aPublishedCourse: TrainingCourse = { ...aTrainingCourse, isPosted: true, publishedAt: "2025-03-02T00:00:00.000Z" };

export const aRegistrant = (key: string, status: CourseRegistrant["status"], name = "Ann Talent"): CourseRegistrant => ({
  key,
  talentKey: "0f8fad5b-d9cb-469f-a165-70867728950e",
  name,
  email: "ann@example.com",
  status,
  registeredAt: "2025-03-03T01:00:00.000Z",
  withdrawalRequestedAt: status === "enrolled" ? null : "2025-03-04T01:00:00.000Z",
  decidedAt: status === "withdrawn" ? "2025-03-05T01:00:00.000Z" : null,
});

export const aRegistrantPage = (items: ReadonlyArray<CourseRegistrant>, counts: CourseRegistrantPage["counts"]): CourseRegistrantPage => ({
  items: [...items],
  count: items.length,
  pageNumber: 1,
  pageSize: 12,
  countIsExact: true, totalPages: items.length === 0 ? 0 : 1,
  counts,
});

export const aRegistration = (key: string, status: CourseRegistration["status"]): CourseRegistration => ({
  key,
  trainingCourse: { ...aPublishedCourse, registrants: null },
  isWithdrawn: status === "withdrawn",
  status,
  registeredAt: "2025-03-03T01:00:00.000Z",
  withdrawalRequestedAt: status === "enrolled" ? null : "2025-03-04T01:00:00.000Z",
  decidedAt: null,
});
