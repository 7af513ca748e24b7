// The portal's stores: what its pages read (a Talent's and a Business's own records, the searches, courses, job
// applications and expat permits), beside the core's (store-set.ts). The back-office's stay out of its script.
import { businessProfileStore } from "../businesses/business-profile-store.ts";
import { courseRegistrantsStore } from "../courses/course-registrants-store.ts";
import { courseRegistrationsStore } from "../courses/course-registrations-store.ts";
import { ownTrainingCoursesStore } from "../courses/own-training-courses-store.ts";
import { trainingCourseStore } from "../courses/training-course-store.ts";
import { jobApplicantsStore } from "../jobs/job-applicants-store.ts";
import { jobApplicationsStore } from "../jobs/job-applications-store.ts";
import { ownIctProjectsStore } from "../listings/own-ict-projects-store.ts";
import { ownJobVacanciesStore } from "../listings/own-job-vacancies-store.ts";
import { expatPermitsStore } from "../permits/expat-permits-store.ts";
import { permitRecordStore } from "../permits/permit-record-store.ts";
import { businessSearchStore, courseSearchStore, ictProjectSearchStore, jobSearchStore, talentSearchStore } from "../search/search-stores.ts";
import { savedJobsStore } from "../talents/saved-jobs-store.ts";
import { talentProfileStore } from "../talents/talent-profile-store.ts";
import { storeSet } from "./store-set.ts";

/** The stores only the portal's pages read. */
export const PORTAL_ONLY_STORES = [
  talentProfileStore,
  businessProfileStore,
  ownJobVacanciesStore,
  ownIctProjectsStore,
  savedJobsStore,
  talentSearchStore,
  businessSearchStore,
  jobSearchStore,
  ictProjectSearchStore,
  ownTrainingCoursesStore,
  trainingCourseStore,
  courseSearchStore,
  courseRegistrantsStore,
  courseRegistrationsStore,
  jobApplicationsStore,
  jobApplicantsStore,
  expatPermitsStore,
  permitRecordStore,
] as const;

/** The portal core's stores: `createCore({ ..., stores: PORTAL_STORES })`. */
export const PORTAL_STORES = storeSet(...PORTAL_ONLY_STORES);
