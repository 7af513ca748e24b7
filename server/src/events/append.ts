// Appends domain events to the append-only `events` table, always inside the transaction of the state change
// they record. Versions count up per stream; two writers racing on one stream collide on the unique
// (stream, version) constraint, and `transact` turns that into a 409 instead of losing an update.
import { sql } from "drizzle-orm";
import type { components } from "@ictm/openapi/portal.ts";
import { events } from "../db/schema.ts";
import type { Tx } from "../db/connect.ts";

/** How a member proved who they are. */
export type SignInMethod = "email" | "google" | "linkedin";

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
  | { type: "v1.TalentProfileDetailsChanged"; payload: TalentDetailsPayload }
  | { type: "v1.TalentResumeChanged"; payload: { skills: string[]; education: number; workExperience: number; certifications: number; languages: number } }
  | ContactDetailsChanged
  | { type: "v1.PrivacySettingsChanged"; payload: PrivacySettings }
  | { type: "v1.ProfilePictureChanged"; payload: FilePayload }
  | { type: "v1.JobSaved"; payload: { vacancyKey: string } }
  | { type: "v1.JobUnsaved"; payload: { vacancyKey: string } };

/** Contact details are personal: the event names which fields hold a value, never the values. */
type ContactDetailsChanged = { type: "v1.ContactDetailsChanged"; payload: { filled: string[] } };
type FilePayload = { fileId: string; mediaType: string; size: number; sha256: string };
type TalentDetailsPayload = Omit<components["schemas"]["TalentProfileDetails"], "summary"> & { summaryLength: number };
type PrivacySettings = components["schemas"]["PrivacySettings"];

/** The events of a business's stream (`business-<uuid>`). */
export type BusinessEvent =
  | { type: "v1.BusinessRegistered"; payload: { memberKey: string; businessName: string; businessType: string; registrationNumber: string } }
  | { type: "v1.BusinessProfileChanged"; payload: { businessName: string; businessType: string; contactPerson: string; industry: string; employeeCount: string | null } }
  | ContactDetailsChanged
  | { type: "v1.BusinessLogoChanged"; payload: FilePayload }
  | { type: "v1.VerificationRequested"; payload: { applicantName: string; applicantPosition: string; documents: string[]; resubmitted: boolean } }
  | { type: "v1.VerificationDecided"; payload: { decision: "approved" | "rejected"; reason: string | null; staffKey: string | null } };

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

export interface Recorded {
  stream: string;
  actor: string;
  at: Date;
}

/** Appends one event as the next version of its stream. Callers lock the stream's record first (SELECT ... FOR UPDATE). */
export async function appendEvent(tx: Tx, event: DomainEvent, recorded: Recorded): Promise<void> {
  const next = sql<number>`coalesce((select max(${events.version}) from ${events} where ${events.stream} = ${recorded.stream}), 0) + 1`;
  await tx.insert(events).values({
    stream: recorded.stream,
    version: next,
    type: event.type,
    payload: event.payload,
    actor: recorded.actor,
    occurredAt: recorded.at,
  });
}
