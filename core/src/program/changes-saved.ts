// The success every save ends with: `v1.ChangesSaved` ("Saved Successfully", a success toast on the activity channel).
// Shared by the member and staff commands; it never decides whether something was saved. Where it helps, the toast
// also says what was saved, as a detail line under the catalogue's text (`changesSavedWith(SAVED_DETAILS.jobSaved)`).
import { SAVED_SUCCESSFULLY } from "../errors/catalogue.ts";
import type { NewActivityEvent } from "../events/client-event.ts";

export const changesSaved: NewActivityEvent = { type: "v1.ChangesSaved", payload: { message: SAVED_SUCCESSFULLY } };

/** The detail lines of the saves that say what they did. */
export const SAVED_DETAILS = {
  vacancyPublished: "Vacancy published",
  vacancyClosed: "Vacancy closed",
  jobSaved: "Job saved",
  jobUnsaved: "Job removed from your saved jobs",
  coursePublished: "Course published",
  courseUnpublished: "Course unpublished",
  registeredFor: (courseName: string) => `Registered for ${courseName}`,
  pictureRemoved: "Profile picture removed",
  appliedFor: (jobTitle: string) => `Applied for ${jobTitle}`,
  applicationWithdrawn: "Application withdrawn",
  applicantShortlisted: "Applicant shortlisted",
  applicantDeclined: "Applicant declined",
} as const;

/** "Saved Successfully" with a line saying what was saved. */
export const changesSavedWith = (detail: string): NewActivityEvent => ({
  type: "v1.ChangesSaved",
  payload: { message: SAVED_SUCCESSFULLY, detail },
});
