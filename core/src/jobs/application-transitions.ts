// A Talent's application for a job vacancy as an aggregate: its state folded from its facts (application-events.ts)
// and the pure deciders the server refuses with and the UIs decide what to offer with. Never reads a clock, a
// table or the network: whether the vacancy is open is told to the deciders.
//
// The product's rules, written once here (the contract's descriptions say the same):
// - a Talent applies only to an open published vacancy (`vacancy-not-open`), once while an application for it is
//   not withdrawn (`already-applied`); after withdrawing they may apply again while it is open (a new application);
// - the Talent withdraws while `submitted` or `shortlisted` and the vacancy is open (`not-withdrawable`);
// - the Business shortlists a `submitted` application and declines a `submitted` or `shortlisted` one; a decided one
//   is `already-decided`, a withdrawn one `application-withdrawn`;
// - a cover note holds up to 2,000 characters (may be empty), a decision's note up to 1,000.
import type { JobApplicationEvent, ResumeSnapshot } from "./application-events.ts";

export const JOB_APPLICATION_STATUSES = ["submitted", "shortlisted", "declined", "withdrawn"] as const;
export type JobApplicationStatus = (typeof JOB_APPLICATION_STATUSES)[number];

export const JOB_APPLICATION_STATUS_LABELS: { readonly [S in JobApplicationStatus]: string } = {
  submitted: "Submitted",
  shortlisted: "Shortlisted",
  declined: "Declined",
  withdrawn: "Withdrawn",
};

export const COVER_NOTE_MAX_LENGTH = 2000;
export const APPLICANT_NOTE_MAX_LENGTH = 1000;
/** Applicants a page on the Business's applicants screen. */
export const APPLICANTS_PAGE_SIZE = 10;

/** An application not withdrawn holds the Talent's place: a second one for the same vacancy is refused. */
export const isLiveApplication = (status: JobApplicationStatus): boolean => status !== "withdrawn";

export type JobApplicationState =
  | { readonly status: "none" }
  | { readonly status: JobApplicationStatus; readonly vacancyKey: string; readonly talentKey: string };

export const initialJobApplicationState: JobApplicationState = { status: "none" };

/** One fact applied. Facts are history: they are applied as they are, even one a decider would not emit today. */
export const evolveJobApplication = (state: JobApplicationState, event: JobApplicationEvent): JobApplicationState => {
  if (event.type === "v1.JobApplicationSubmitted") return { status: "submitted", vacancyKey: event.payload.vacancyKey, talentKey: event.payload.talentKey };
  if (state.status === "none") return state;
  switch (event.type) {
    case "v1.JobApplicationWithdrawn":
      return { ...state, status: "withdrawn" };
    case "v1.JobApplicantShortlisted":
      return { ...state, status: "shortlisted" };
    case "v1.JobApplicantDeclined":
      return { ...state, status: "declined" };
  }
};

export const foldJobApplication = (events: Iterable<JobApplicationEvent>): JobApplicationState => {
  let state: JobApplicationState = initialJobApplicationState;
  for (const event of events) state = evolveJobApplication(state, event);
  return state;
};

export const JOB_APPLICATION_MESSAGES = {
  "vacancy-not-open": "This vacancy is no longer taking applications.",
  "already-applied": "You have already applied for this job.",
  "not-withdrawable": "This application can no longer be withdrawn.",
  "already-decided": "This application has been decided.",
  "application-withdrawn": "This application was withdrawn.",
  "application-missing": "We could not find this application.",
  "cover-note-too-long": "Please keep the cover note to 2,000 characters.",
  "note-too-long": "Please keep the note to 1,000 characters.",
} as const;

export type JobApplicationRefusal = keyof typeof JOB_APPLICATION_MESSAGES;
export type JobApplicationVerdict =
  | { readonly ok: true; readonly events: ReadonlyArray<JobApplicationEvent> }
  | { readonly ok: false; readonly refusal: JobApplicationRefusal };

const refuse = (refusal: JobApplicationRefusal): JobApplicationVerdict => ({ ok: false, refusal });

export interface JobApplicationRequest {
  readonly vacancyKey: string;
  readonly talentKey: string;
  readonly coverNote: string;
  readonly resume: ResumeSnapshot;
  readonly attachmentFileId: string | null;
  /** The vacancy is published and its closing date has not passed. */
  readonly vacancyOpen: boolean;
  /** The Talent has an application for this vacancy that is not withdrawn. */
  readonly alreadyApplied: boolean;
  readonly by: string;
}

/** A new application (a new stream): for an open vacancy the Talent has no live application for. */
export const decideJobApplication = (request: JobApplicationRequest): JobApplicationVerdict => {
  if (!request.vacancyOpen) return refuse("vacancy-not-open");
  if (request.alreadyApplied) return refuse("already-applied");
  if (request.coverNote.length > COVER_NOTE_MAX_LENGTH) return refuse("cover-note-too-long");
  const { vacancyKey, talentKey, coverNote, resume, attachmentFileId, by } = request;
  return { ok: true, events: [{ type: "v1.JobApplicationSubmitted", payload: { vacancyKey, talentKey, coverNote, resume, attachmentFileId, by } }] };
};

/** The Talent withdraws. */
export const decideJobApplicationWithdrawal = (state: JobApplicationState, vacancyOpen: boolean, by: string): JobApplicationVerdict => {
  if (state.status === "none") return refuse("application-missing");
  if (!mayWithdrawJobApplication(state.status, vacancyOpen)) return refuse("not-withdrawable");
  return { ok: true, events: [{ type: "v1.JobApplicationWithdrawn", payload: { by } }] };
};

/** The vacancy's Business shortlists or declines, with an optional note to the talent. */
export const decideJobApplicant = (state: JobApplicationState, decision: "shortlisted" | "declined", note: string | null, by: string): JobApplicationVerdict => {
  if (state.status === "none") return refuse("application-missing");
  if (state.status === "withdrawn") return refuse("application-withdrawn");
  if (!mayDecideJobApplicant(state.status, decision)) return refuse("already-decided");
  if (note !== null && note.length > APPLICANT_NOTE_MAX_LENGTH) return refuse("note-too-long");
  return {
    ok: true,
    events: [decision === "shortlisted" ? { type: "v1.JobApplicantShortlisted", payload: { note, by } } : { type: "v1.JobApplicantDeclined", payload: { note, by } }],
  };
};

/** What the Talent may do with an application now (the UIs offer only this). */
export const mayWithdrawJobApplication = (status: JobApplicationStatus, vacancyOpen: boolean): boolean =>
  vacancyOpen && (status === "submitted" || status === "shortlisted");
/** What the Business may do with an applicant now. */
export const mayDecideJobApplicant = (status: JobApplicationStatus, decision: "shortlisted" | "declined"): boolean =>
  decision === "shortlisted" ? status === "submitted" : status === "submitted" || status === "shortlisted";

/** A decision's note as sent: blank is no note. */
export const applicantNoteOf = (note: string | null | undefined): string | null => {
  const trimmed = note?.trim() ?? "";
  return trimmed === "" ? null : trimmed;
};
