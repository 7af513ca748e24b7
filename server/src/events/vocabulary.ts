// The vocabulary of the server's event streams: the past-tense facts each stream holds, their payloads and the
// stream and actor names. Types and names only; appending is store.ts. A payload's shape never changes under
// one type name: a new shape is a new version (`v2.…`), and old events keep the shape they were written with.
import type { components as BackofficeComponents } from "@ictm/openapi/backoffice.ts";
import type { components } from "@ictm/openapi/portal.ts";
import type { TrainingCourseEdit } from "@ictm/core/domain";

/** How a member proved who they are. */
export type SignInMethod = "email" | "google" | "linkedin";

/*
 * Profile edits are plain writes with an event that carries the whole change, so the log keeps every version of
 * a profile (migration 0006). Retired shapes, still in logs written before: v1.TalentProfileDetailsChanged
 * (summaryLength instead of summary), v1.TalentResumeChanged (skills and entry counts), v1.ContactDetailsChanged
 * ({ filled: field names }), v1.BusinessProfileChanged (without description). Verification requests moved to
 * their own `verification-<businessId>` streams (core/src/verification/events.ts); what `business-<id>` streams
 * hold of them from before is LegacyBusinessVerificationEvent below: history, never appended again.
 */

/** The events of a member's stream (`member-<uuid>`), versioned on the wire. Payloads never hold secrets. */
export type MemberEvent =
  | { type: "v1.MemberRegistered"; payload: { email: string; name: string; accountType: "Talent" | "Business"; method?: SignInMethod } }
  | { type: "v1.ActivationMailSent"; payload: { email: string; expiresAt: string } }
  | { type: "v1.MemberActivated"; payload: { email: string; method?: SignInMethod | "password-reset" } }
  | { type: "v1.MemberSignedIn"; payload: { method: SignInMethod } }
  | { type: "v1.MemberSignedOut"; payload: Record<string, never> }
  | { type: "v1.PasswordResetRequested"; payload: { email: string; expiresAt: string } }
  | { type: "v1.PasswordReset"; payload: { email: string } }
  | { type: "v1.PasswordChanged"; payload: { email: string } }
  | { type: "v1.SessionsRevoked"; payload: { count: number; reason: "password-reset" | "password-change"; keptCurrentSession: boolean } }
  | { type: "v2.TalentProfileDetailsChanged"; payload: Schemas["TalentProfileDetails"] }
  | { type: "v2.TalentResumeChanged"; payload: Schemas["TalentResumeDetails"] }
  | ContactDetailsChanged
  | { type: "v1.PrivacySettingsChanged"; payload: PrivacySettings }
  | { type: "v1.ProfilePictureChanged"; payload: FilePayload }
  | { type: "v1.ProfilePictureRemoved"; payload: Record<string, never> }
  | { type: "v1.JobSaved"; payload: { vacancyKey: string } }
  | { type: "v1.JobUnsaved"; payload: { vacancyKey: string } };

type Schemas = components["schemas"];
type BackofficeSchemas = BackofficeComponents["schemas"];
/** The whole change, as stored: every field, null where it holds no value. */
type ContactDetailsChanged = { type: "v2.ContactDetailsChanged"; payload: Schemas["ContactDetails"] };
type FilePayload = { fileId: string; mediaType: string; size: number; sha256: string };
type PrivacySettings = Schemas["PrivacySettings"];

/** The events of a business's stream (`business-<uuid>`). */
export type BusinessEvent =
  | { type: "v1.BusinessRegistered"; payload: { memberKey: string; businessName: string; businessType: string; registrationNumber: string } }
  | { type: "v2.BusinessProfileChanged"; payload: Schemas["BusinessProfileUpdate"] }
  | ContactDetailsChanged
  | { type: "v1.BusinessLogoChanged"; payload: FilePayload };

/**
 * Legacy, history only: the verification facts earlier versions wrote on `business-<id>` streams (without the
 * notes). Migration 0007 rewrote every request onto its own `verification-<businessId>` stream in core's
 * vocabulary, whose `v1.VerificationRequested` has another payload and lives on that stream only; these stay in
 * the log as written (the hash chain covers them) and read back with this shape. Not part of DomainEvent, so
 * recordEvents cannot append them; the check below fails the build if one is added back to an appendable union.
 */
export type LegacyBusinessVerificationEvent =
  | { type: "v1.VerificationRequested"; payload: { applicantName: string; applicantPosition: string; documents: string[]; resubmitted: boolean } }
  | { type: "v1.VerificationDecided"; payload: { decision: "approved" | "rejected"; reason: string | null; staffKey: string | null } };

/** What a `business-<id>` stream may hold when read: today's facts and the legacy verification ones. */
export type StoredBusinessEvent = BusinessEvent | LegacyBusinessVerificationEvent;

/** The events of a vacancy's (`job-vacancy-<uuid>`) and an ICT project's (`ict-project-<uuid>`) streams. */
export type ListingEvent =
  | { type: "v1.JobVacancyCreated" | "v1.JobVacancyChanged"; payload: { businessKey: string; title: string; status: string; closingDate: string } }
  | { type: "v1.IctProjectCreated" | "v1.IctProjectChanged"; payload: { businessKey: string; title: string; stage: string; isPublished: boolean } };

/**
 * The events of a training course's stream (`training-course-<uuid>`): created and changed carry the whole edit
 * payload as stored after the write (core's TrainingCourseEdit, `isPosted` saying whether it was published), so the
 * log keeps every version; unpublishing a published course makes it a draft again (a draft unpublished records
 * nothing). Nothing deletes a course. A Talent's registrations are their own aggregate (core's registration-events).
 */
export type CourseEvent =
  | { type: "v1.TrainingCourseCreated" | "v1.TrainingCourseChanged"; payload: { businessKey: string } & TrainingCourseEdit }
  | { type: "v1.TrainingCourseUnpublished"; payload: { businessKey: string; title: string } };

/** The events of a staff member's stream (`staff-<uuid>`). */
export type StaffEvent =
  | { type: "v1.StaffSignedIn"; payload: { email: string } }
  | { type: "v1.StaffSignedOut"; payload: Record<string, never> }
  // `by`: the administrator's staff key; `passwordSet` false when the new member was mailed a link to choose one.
  | { type: "v1.StaffCreated"; payload: { email: string; name: string; roles: StaffRole[]; by: string; passwordSet: boolean } }
  | { type: "v1.StaffRolesChanged"; payload: { from: StaffRole[]; to: StaffRole[]; by: string } }
  | { type: "v1.StaffPasswordResetRequested"; payload: { email: string; expiresAt: string; reason: "reset" | "new-account" } }
  | { type: "v1.StaffPasswordResetCompleted"; payload: { email: string; sessionsRevoked: number } };
type StaffRole = BackofficeSchemas["StaffRole"];

/** The system's own stream `population`: a generated population (demo data, benchmark data) was loaded. */
export type SystemEvent = { type: "v1.PopulationGenerated"; payload: { seed: number; talents: number; businesses: number; vacancies: number; projects: number } };

/** Every event recordEvents may append; the legacy verification facts are not among them. */
export type DomainEvent = MemberEvent | BusinessEvent | ListingEvent | CourseEvent | StaffEvent | SystemEvent;
const noLegacyAppended: [Extract<DomainEvent["type"], LegacyBusinessVerificationEvent["type"]>] extends [never] ? true : never = true;
void noLegacyAppended;

export const memberStream = (memberId: string) => `member-${memberId}`;
export const businessStream = (businessId: string) => `business-${businessId}`;
export const vacancyStream = (vacancyId: string) => `job-vacancy-${vacancyId}`;
export const projectStream = (projectId: string) => `ict-project-${projectId}`;
export const courseStream = (courseId: string) => `training-course-${courseId}`;
export const staffStream = (staffId: string) => `staff-${staffId}`;
export const populationStream = "population";
/** Who caused an event: a member, a staff member, or a named part of the system such as the demo seed. */
export const memberActor = (memberId: string) => `member:${memberId}`;
export const staffActor = (staffId: string) => `staff:${staffId}`;
