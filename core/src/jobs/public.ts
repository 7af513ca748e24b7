// The front door's job applications room (issue 16): the aggregate's rules (shared with the server through
// @ictm/core/domain), the contract's shapes, the queries, commands, stores and the applicants screen's address.
// Re-exports only (index.ts re-exports this whole file); keep these names stable.

// Pure rules
export * from "./application-events.ts";
export * from "./application-transitions.ts";
export { ApplyForJobInput, ApplicantNoteInput, charactersLeft } from "./job-application-form.ts";

// The contract's shapes
export type { JobApplicant, JobApplicantCounts, JobApplicantPage, JobApplication, JobVacancyApplicants } from "./job-application-records.ts";
export { JOB_APPLICATION_QUERIES } from "./events.ts";

// The applicants screen's address (pure)
export { applicantsAddress, initialApplicantsFilter, normalizeApplicantsFilter, sameApplicantsFilter } from "./applicants-address.ts";
export type { ApplicantsFilter } from "./applicants-address.ts";

// Queries
export { loadJobApplications } from "./load-job-applications.ts";
export { loadJobApplicants } from "./load-job-applicants.ts";

// Commands
export { applyForJob } from "./apply-for-job.ts";
export { withdrawJobApplication } from "./withdraw-job-application.ts";
export { declineJobApplicant, shortlistJobApplicant } from "./decide-job-applicant.ts";
export { exportJobApplicants } from "./export-job-applicants.ts";

// Stores: core.stores.jobApplications | jobApplicants
export { jobApplicationOf } from "./job-applications-store.ts";
export type { JobApplicationsState } from "./job-applications-store.ts";
export type { JobApplicantsState } from "./job-applicants-store.ts";
