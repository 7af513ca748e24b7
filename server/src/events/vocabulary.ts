// The vocabulary of the server's event streams: the past-tense facts each stream holds, their payloads and the
// stream and actor names. Types and names only; appending is store.ts. A payload's shape never changes under
// one type name: a new shape is a new version (`v2.…`), and old events keep the shape they were written with.
import type { components } from "@ictm/openapi/portal.ts";

/** How a member proved who they are. */
export type SignInMethod = "email" | "google" | "linkedin";

/*
 * Profile edits are plain writes with an event that carries the whole change, so the log keeps every version of
 * a profile (migration 0006). Retired shapes, still in logs written before: v1.TalentProfileDetailsChanged
 * (summaryLength instead of summary), v1.TalentResumeChanged (skills and entry counts), v1.ContactDetailsChanged
 * ({ filled: field names }), v1.BusinessProfileChanged (without description). Verification requests moved to
 * their own `verification-<businessId>` streams (core's verification events); the v1.VerificationRequested and
 * v1.VerificationDecided events on `business-<id>` streams are history written before.
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
  | { type: "v1.JobSaved"; payload: { vacancyKey: string } }
  | { type: "v1.JobUnsaved"; payload: { vacancyKey: string } };

type Schemas = components["schemas"];
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

/** The events of a vacancy's (`job-vacancy-<uuid>`) and an ICT project's (`ict-project-<uuid>`) streams. */
export type ListingEvent =
  | { type: "v1.JobVacancyCreated" | "v1.JobVacancyChanged"; payload: { businessKey: string; title: string; status: string; closingDate: string } }
  | { type: "v1.IctProjectCreated" | "v1.IctProjectChanged"; payload: { businessKey: string; title: string; stage: string; isPublished: boolean } };

/** The events of a staff member's stream (`staff-<uuid>`). */
export type StaffEvent = { type: "v1.StaffSignedIn"; payload: { email: string } } | { type: "v1.StaffSignedOut"; payload: Record<string, never> };

/** The system's own stream `population`: a generated population (demo data, benchmark data) was loaded. */
export type SystemEvent = { type: "v1.PopulationGenerated"; payload: { seed: number; talents: number; businesses: number; vacancies: number; projects: number } };

export type DomainEvent = MemberEvent | BusinessEvent | ListingEvent | StaffEvent | SystemEvent;

export const memberStream = (memberId: string) => `member-${memberId}`;
export const businessStream = (businessId: string) => `business-${businessId}`;
export const vacancyStream = (vacancyId: string) => `job-vacancy-${vacancyId}`;
export const projectStream = (projectId: string) => `ict-project-${projectId}`;
export const staffStream = (staffId: string) => `staff-${staffId}`;
export const populationStream = "population";
/** Who caused an event: a member, a staff member, or a named part of the system such as the demo seed. */
export const memberActor = (memberId: string) => `member:${memberId}`;
export const staffActor = (staffId: string) => `staff:${staffId}`;
