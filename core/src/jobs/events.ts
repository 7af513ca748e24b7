// The job applications' client events: a Talent applies, withdraws and lists their applications; a Business reads a
// vacancy's applicants, shortlists or declines them, and exports them. Definitions only; the stores fold them. The
// server's stream facts are application-events.ts (v1.JobApplicationSubmitted, ...), whose names these never reuse.
import { Schema } from "effect";
import { contractShape, defineEvent } from "../events/define-event.ts";
import { JOB_APPLICATION_STATUSES } from "./application-transitions.ts";
import type { JobApplicant, JobApplicantCounts, JobApplicantPage, JobApplication } from "./job-application-records.ts";

/** The name each job application query reports under, so its store can follow its status. */
export const JOB_APPLICATION_QUERIES = {
  jobApplications: "queries.loadJobApplications",
  jobApplicants: "queries.loadJobApplicants",
} as const;

export const JobApplicationShape = contractShape<JobApplication>("JobApplication", {
  key: true, jobVacancy: true, status: true, coverNote: true, attachment: true, appliedAt: true, decidedAt: true, note: true,
});
export const JobApplicantShape = contractShape<JobApplicant>("JobApplicant", {
  key: true, talentKey: true, name: true, headline: true, email: true, phone: true, coverNote: true, resume: true,
  attachment: true, status: true, appliedAt: true, decidedAt: true, note: true, isLocal: true,
});
export const JobApplicantPageShape = contractShape<JobApplicantPage>("JobApplicantPage", {
  items: true, count: true, countIsExact: true, pageNumber: true, pageSize: true, totalPages: true, counts: true,
});
export const JobApplicantCountsShape = contractShape<JobApplicantCounts>("JobApplicantCounts", {
  submitted: true, shortlisted: true, declined: true, withdrawn: true,
});

/** Which applicants a page holds: the statuses (none: every status) and the page. */
export const ApplicantsFilterSchema = Schema.Struct({
  statuses: Schema.Array(Schema.Literals(JOB_APPLICATION_STATUSES)),
  pageNumber: Schema.Number,
  pageSize: Schema.Number,
});

const Application = JobApplicationShape;

export const jobApplicationClientEvents = [
  defineEvent("v1.JobApplicationsLoaded", Schema.Struct({ applications: Schema.Array(Application) })),
  defineEvent("v1.AppliedForJob", Schema.Struct({ application: Application })),
  /** The Talent withdrew: `application` is the server's answer (withdrawn). */
  defineEvent("v1.JobApplicationWithdrawalSaved", Schema.Struct({ application: Application })),
  defineEvent(
    "v1.JobApplicantsLoaded",
    Schema.Struct({ vacancyId: Schema.String, filter: ApplicantsFilterSchema, page: JobApplicantPageShape }),
  ),
  /** The Business shortlisted or declined an applicant: `applicant` is the server's answer. */
  defineEvent(
    "v1.JobApplicantDecisionSaved",
    Schema.Struct({ vacancyId: Schema.String, decision: Schema.Literals(["shortlisted", "declined"]), applicant: JobApplicantShape }),
  ),
  /** A vacancy's applicants were exported as CSV (the filter as sent; the bytes are never logged). */
  defineEvent(
    "v1.JobApplicantsExported",
    Schema.Struct({ vacancyId: Schema.String, statuses: Schema.Array(Schema.Literals(JOB_APPLICATION_STATUSES)), fileName: Schema.String }),
  ),
] as const;
