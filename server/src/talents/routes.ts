// The portal's Talent operations on the Talent's own pages: profile, resume, contact details (a Business token
// changes its business's), privacy, picture and saved jobs; bodies pass core's forms as well as the contract.
// A Business on a Talent-only call is refused (403).
import { ContactDetailsForm, PrivacySettingsForm, TalentProfileDetailsForm, TalentResumeForm } from "@ictm/core/domain";
import { withForm } from "../contract/form.ts";
import { requireAccount, requireSession } from "../members/authenticate.ts";
import type { PortalHandlers } from "../members/routes.ts";
import type { Services } from "../services.ts";
import { updateContactDetails } from "./contact.ts";
import { removeProfilePicture, uploadProfilePicture } from "./picture.ts";
import { readTalentProfile, updatePrivacySettings, updateTalentDetails, updateTalentResume } from "./profile.ts";
import { listSavedJobs, saveJob, unsaveJob } from "./saved-jobs.ts";

type TalentOperations =
  | "getTalentProfile"
  | "updateTalentProfileDetails"
  | "updateTalentResumeDetails"
  | "updateContactDetails"
  | "updateTalentPrivacySettings"
  | "uploadTalentProfilePicture"
  | "removeTalentProfilePicture"
  | "listSavedJobs"
  | "saveJob"
  | "unsaveJob";

export function talentHandlers(services: Services): PortalHandlers<TalentOperations> {
  const talent = (session: Parameters<typeof requireAccount>[0]) => requireAccount(session, "Talent").member;
  return {
    getTalentProfile: async ({ session }) => ({ status: 200, body: { data: await readTalentProfile(services.orm, talent(session), services.clock.now()) } }),

    updateTalentProfileDetails: withForm(() => TalentProfileDetailsForm, async ({ session, body }) => ({
      status: 200,
      body: { data: await updateTalentDetails(services, talent(session).id, body) },
    })),

    updateTalentResumeDetails: withForm(() => TalentResumeForm, async ({ session, body }) => ({
      status: 200,
      body: { data: await updateTalentResume(services, talent(session).id, body) },
    })),

    updateContactDetails: withForm(() => ContactDetailsForm, async ({ session, body }) => ({
      status: 200,
      body: { data: await updateContactDetails(services, requireSession(session), body) },
    })),

    updateTalentPrivacySettings: withForm(() => PrivacySettingsForm, async ({ session, body }) => ({
      status: 200,
      body: { data: await updatePrivacySettings(services, talent(session).id, body) },
    })),

    uploadTalentProfilePicture: async ({ session, request }) => ({ status: 200, body: { data: await uploadProfilePicture(services, talent(session).id, request) } }),

    removeTalentProfilePicture: async ({ session }) => {
      await removeProfilePicture(services, talent(session).id);
      return { status: 204, body: undefined };
    },

    listSavedJobs: async ({ session }) => ({ status: 200, body: { data: await listSavedJobs(services, talent(session).id) } }),

    saveJob: async ({ session, params }) => ({ status: 200, body: { data: await saveJob(services, talent(session).id, params.jobId) } }),

    unsaveJob: async ({ session, params }) => ({ status: 200, body: { data: await unsaveJob(services, talent(session).id, params.jobId) } }),
  };
}
