// fast-check generators of the events about members' own records, vacancies, saved jobs and staff. Test-only.
// Keys come from small pools, so saves, updates and decisions often meet the records a run loaded.
import fc from "fast-check";
import type { NewClientEvent } from "../events/client-event.ts";
import { QUERIES } from "../events/client-event.ts";
import {
  aBusinessProfile,
  aBusinessVerification,
  aCommonData,
  aJobVacancy,
  aStaff,
  aTalentProfile,
  aVerificationRequest,
  anIctProject,
} from "./fixtures.ts";

const keys = ["6ba7b810-9dad-41d1-80b4-00c04fd430c8", "6ba7b811-9dad-41d1-80b4-00c04fd430c8", "6ba7b812-9dad-41d1-80b4-00c04fd430c8"];
const key = fc.constantFrom(...keys);
const picture = fc.constantFrom("/api/v1/files/aaaaaaaaaaaaaaaa", "/api/v1/files/bbbbbbbbbbbbbbbb");
const accountType = fc.constantFrom("Talent" as const, "Business" as const);

const talentProfile = fc.record({
  email: fc.constantFrom("ann@example.com", "bob@example.com"),
  name: fc.string({ minLength: 1, maxLength: 12 }),
  profilePicture: fc.option(picture, { nil: null }),
}).map((changes) => ({ ...aTalentProfile, ...changes, details: { ...aTalentProfile.details, name: changes.name } }));
const businessProfile = fc.record({
  businessName: fc.string({ minLength: 1, maxLength: 12 }),
  logo: fc.option(picture, { nil: null }),
}).map((changes) => ({ ...aBusinessProfile, ...changes }));
const vacancy = fc.record({ key, status: fc.constantFrom("draft" as const, "published" as const, "closed" as const) })
  .map((changes) => ({ ...aJobVacancy, ...changes }));
const project = fc.record({ key, isPublished: fc.boolean() }).map((changes) => ({ ...anIctProject, ...changes }));
const verificationStatus = fc.constantFrom("pending" as const, "approved" as const, "rejected" as const);
const verification = fc.record({ businessKey: key, status: verificationStatus }).map((changes) => ({ ...aBusinessVerification, ...changes }));
const contactDetails = fc.record({ phone: fc.option(fc.constant("+673 222 3344"), { nil: null }) })
  .map((changes) => ({ ...aTalentProfile.contactDetails, ...changes }));
const savedJobKeys = fc.subarray(keys);

export const ownRecordQueries = [
  QUERIES.commonData, QUERIES.businessProfile, QUERIES.ownJobVacancies, QUERIES.ownIctProjects, QUERIES.savedJobs, QUERIES.businessVerifications,
] as const;

export const arbitraryOwnRecordEvent: fc.Arbitrary<NewClientEvent> = fc.oneof(
  fc.constant({ type: "v1.CommonDataLoaded" as const, payload: { commonData: aCommonData } }),
  fc.record({ type: fc.constant("v1.TalentProfileUpdated" as const), payload: fc.record({ profile: talentProfile, section: fc.constantFrom("details" as const, "resume" as const, "privacy" as const) }) }),
  fc.record({ type: fc.constant("v1.ContactDetailsUpdated" as const), payload: fc.record({ accountType, contactDetails }) }),
  fc.record({ type: fc.constant("v1.ProfilePictureUploaded" as const), payload: fc.record({ profilePicture: picture }) }),
  fc.record({ type: fc.constant("v1.BusinessProfileLoaded" as const), payload: fc.record({ profile: businessProfile }) }),
  fc.record({ type: fc.constant("v1.BusinessProfileUpdated" as const), payload: fc.record({ profile: businessProfile }) }),
  fc.record({ type: fc.constant("v1.BusinessLogoUploaded" as const), payload: fc.record({ logo: picture }) }),
  fc.record({
    type: fc.constant("v1.BusinessVerificationSubmitted" as const),
    payload: fc.record({ verification: fc.constant(aVerificationRequest), resubmitted: fc.boolean() }),
  }),
  fc.record({ type: fc.constant("v1.OwnJobVacanciesLoaded" as const), payload: fc.record({ vacancies: fc.uniqueArray(vacancy, { selector: (v) => v.key, maxLength: 3 }) }) }),
  fc.record({ type: fc.constant("v1.JobVacancyCreated" as const), payload: fc.record({ vacancy }) }),
  fc.record({ type: fc.constant("v1.JobVacancyUpdated" as const), payload: fc.record({ vacancy }) }),
  fc.record({ type: fc.constant("v1.JobVacancyLoaded" as const), payload: fc.record({ vacancy }) }),
  fc.record({ type: fc.constant("v1.BusinessJobVacanciesLoaded" as const), payload: fc.record({ businessKey: key, vacancies: fc.array(vacancy, { maxLength: 2 }) }) }),
  fc.record({ type: fc.constant("v1.OwnIctProjectsLoaded" as const), payload: fc.record({ projects: fc.uniqueArray(project, { selector: (p) => p.key, maxLength: 3 }) }) }),
  fc.record({ type: fc.constant("v1.IctProjectCreated" as const), payload: fc.record({ project }) }),
  fc.record({ type: fc.constant("v1.IctProjectUpdated" as const), payload: fc.record({ project }) }),
  fc.record({ type: fc.constant("v1.SavedJobsLoaded" as const), payload: fc.record({ jobs: fc.uniqueArray(vacancy, { selector: (v) => v.key, maxLength: 3 }) }) }),
  fc.record({ type: fc.constant("v1.JobSaved" as const), payload: fc.record({ key, savedJobKeys }) }),
  fc.record({ type: fc.constant("v1.JobUnsaved" as const), payload: fc.record({ key, savedJobKeys }) }),
  fc.record({
    type: fc.constant("v1.StaffSessionRestored" as const),
    payload: fc.record({ session: fc.option(fc.record({ token: fc.string({ minLength: 1, maxLength: 8 }), staff: fc.constant(aStaff) }), { nil: null }) }),
  }),
  fc.record({ type: fc.constant("v1.StaffSignedIn" as const), payload: fc.record({ token: fc.string({ minLength: 1, maxLength: 8 }), staff: fc.constant(aStaff) }) }),
  fc.constant({ type: "v1.StaffSignedOut" as const, payload: {} }),
  fc.constant({ type: "v1.StaffSessionExpired" as const, payload: {} }),
  fc.record({
    type: fc.constant("v1.BusinessVerificationsLoaded" as const),
    // The server lists requests of the asked status only.
    payload: fc
      .record({ status: verificationStatus, verifications: fc.uniqueArray(verification, { selector: (v) => v.businessKey, maxLength: 3 }) })
      .map(({ status, verifications }) => ({ status, verifications: verifications.map((item) => ({ ...item, status })) })),
  }),
  fc.record({ type: fc.constant("v1.BusinessVerificationDecided" as const), payload: fc.record({ verification }) }),
);
