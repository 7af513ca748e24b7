// The talents area's events: the Talent's own record and saved jobs. Definitions only; the stores fold them.
// Saves answer the whole profile as stored, and the keys now saved, so a replay never guesses.
import { Schema } from "effect";
import { JobVacancyShape as Vacancy, TalentProfileShape as Profile } from "../events/contract-shapes.ts";
import { defineEvent } from "../events/define-event.ts";

/** Which part of the Talent's record a save changed. */
export const TalentProfileSectionSchema = Schema.Literals(["details", "resume", "privacy"]);
export type TalentProfileSection = typeof TalentProfileSectionSchema.Type;

const SavedKeys = Schema.Array(Schema.String);

export const talentEvents = [
  defineEvent("v1.TalentProfileLoaded", Schema.Struct({ profile: Profile })),
  defineEvent("v1.TalentProfileUpdated", Schema.Struct({ profile: Profile, section: TalentProfileSectionSchema })),
  defineEvent("v1.ProfilePictureUploaded", Schema.Struct({ profilePicture: Schema.String })),
  defineEvent("v1.ProfilePictureRemoved", Schema.Struct({})),
  defineEvent("v1.SavedJobsLoaded", Schema.Struct({ jobs: Schema.Array(Vacancy) })),
  defineEvent("v1.JobSaved", Schema.Struct({ key: Schema.String, savedJobKeys: SavedKeys })),
  defineEvent("v1.JobUnsaved", Schema.Struct({ key: Schema.String, savedJobKeys: SavedKeys })),
] as const;
