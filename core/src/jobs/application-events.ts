// The facts of a Talent's application for a job vacancy (stream `job-application-<applicationKey>`), one
// vocabulary for the server's event store and the clients. Versioned, past tense, each carrying who (`by`).
// Pure Schemas: never add a field a fact does not need, never change a published version (add v2 instead).
import { Option, Schema } from "effect";
import { PROFICIENCIES } from "../talents/resume-forms.ts";

export const JOB_APPLICATION_STREAM_PREFIX = "job-application-";
/** The aggregate's stream: one per application (applying again after a withdrawal starts a new one). */
export const jobApplicationStream = (applicationKey: string): string => `${JOB_APPLICATION_STREAM_PREFIX}${applicationKey}`;
/** The application of a stream; undefined for any other stream. */
export const applicationKeyOfStream = (stream: string): string | undefined =>
  stream.startsWith(JOB_APPLICATION_STREAM_PREFIX) ? stream.slice(JOB_APPLICATION_STREAM_PREFIX.length) : undefined;

/** Who caused a fact: `member:<uuid>` (the Talent, or the Business's member), or `system:<name>`. */
const By = Schema.String;
/** The Business's note to the talent with a decision; null when it wrote none. */
const Note = Schema.NullOr(Schema.String);

/**
 * The resume as the Talent's profile answered it (the contract's TalentResumeDetails), without the form's limits:
 * a fact keeps what was sent, even a resume today's form would refuse.
 */
export const ResumeSnapshot = Schema.Struct({
  education: Schema.Array(
    Schema.Struct({ institution: Schema.String, qualification: Schema.String, fieldOfStudy: Schema.String, startYear: Schema.Number, endYear: Schema.NullOr(Schema.Number) }),
  ),
  workExperience: Schema.Array(
    Schema.Struct({ employer: Schema.String, title: Schema.String, startMonth: Schema.String, endMonth: Schema.NullOr(Schema.String), description: Schema.String }),
  ),
  skills: Schema.Array(Schema.String),
  certifications: Schema.Array(Schema.Struct({ name: Schema.String, issuer: Schema.String, year: Schema.NullOr(Schema.Number) })),
  languages: Schema.Array(Schema.Struct({ language: Schema.String, proficiency: Schema.Literals(PROFICIENCIES) })),
});
export type ResumeSnapshot = typeof ResumeSnapshot.Type;

/**
 * The Talent applied. `resume` is the snapshot of the Talent's resume as GET talents/profiles answered it at that
 * moment (the contract's TalentResumeDetails): kept as it was, so later edits never rewrite what was sent.
 */
export const JobApplicationSubmitted = Schema.Struct({
  type: Schema.Literal("v1.JobApplicationSubmitted"),
  payload: Schema.Struct({
    vacancyKey: Schema.String,
    talentKey: Schema.String,
    coverNote: Schema.String,
    resume: ResumeSnapshot,
    attachmentFileId: Schema.NullOr(Schema.String),
    by: By,
  }),
});
/** The Talent withdrew the application. */
export const JobApplicationWithdrawn = Schema.Struct({ type: Schema.Literal("v1.JobApplicationWithdrawn"), payload: Schema.Struct({ by: By }) });
/** The vacancy's Business shortlisted the applicant. */
export const JobApplicantShortlisted = Schema.Struct({ type: Schema.Literal("v1.JobApplicantShortlisted"), payload: Schema.Struct({ note: Note, by: By }) });
/** The vacancy's Business declined the applicant. */
export const JobApplicantDeclined = Schema.Struct({ type: Schema.Literal("v1.JobApplicantDeclined"), payload: Schema.Struct({ note: Note, by: By }) });

export const JobApplicationEvent = Schema.Union([JobApplicationSubmitted, JobApplicationWithdrawn, JobApplicantShortlisted, JobApplicantDeclined]);
export type JobApplicationEvent = typeof JobApplicationEvent.Type;

/** The event types of the vocabulary, e.g. for a projector's `handles`. */
export const JOB_APPLICATION_EVENT_TYPES: ReadonlyArray<JobApplicationEvent["type"]> = [
  "v1.JobApplicationSubmitted",
  "v1.JobApplicationWithdrawn",
  "v1.JobApplicantShortlisted",
  "v1.JobApplicantDeclined",
];

const decode = Schema.decodeUnknownOption(JobApplicationEvent);

/** Reads a stored event (type and JSON payload) as a fact of this vocabulary; anything else is undefined. */
export const decodeJobApplicationEvent = (stored: { readonly type: string; readonly payload: unknown }): JobApplicationEvent | undefined =>
  Option.getOrUndefined(decode({ type: stored.type, payload: stored.payload }));

const decodeResume = Schema.decodeUnknownOption(ResumeSnapshot);
const EMPTY_RESUME: ResumeSnapshot = { education: [], workExperience: [], skills: [], certifications: [], languages: [] };

/** A stored snapshot read back (a projection's JSON column); what is not one reads as an empty resume. */
export const resumeSnapshotOf = (stored: unknown): ResumeSnapshot => Option.getOrElse(decodeResume(stored), () => EMPTY_RESUME);
