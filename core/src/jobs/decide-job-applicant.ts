// shortlistJobApplicant / declineJobApplicant: the vacancy's Business decides an applicant, with an optional note the
// talent is mailed (blank is no note). Refused with the server's words ("This application has been decided." / "This
// application was withdrawn."). Each appends `v1.JobApplicantDecisionSaved` with the server's answer (the row changes
// in place) and `v1.ChangesSaved`.
import { Effect } from "effect";
import { ApiClient } from "../api/api-client.ts";
import { EventLog } from "../events/event-log.ts";
import { SAVED_DETAILS, changesSavedWith } from "../program/changes-saved.ts";
import { RecordKey } from "../program/record-key.ts";
import { decodeInput, reportFailure } from "../program/report-failure.ts";
import { applicantNoteOf } from "./application-transitions.ts";
import { ApplicantNoteInput } from "./job-application-form.ts";
import type { JobApplicant } from "./job-application-records.ts";

const decodeKey = decodeInput(RecordKey);
const decodeNote = decodeInput(ApplicantNoteInput);

export const shortlistJobApplicant = Effect.fn("commands.shortlistJobApplicant")(
  function* (vacancyId: string, applicationId: string, note: string | null = null) {
    return yield* decide("shortlisted", vacancyId, applicationId, note);
  },
  reportFailure("commands.shortlistJobApplicant"),
);

export const declineJobApplicant = Effect.fn("commands.declineJobApplicant")(
  function* (vacancyId: string, applicationId: string, note: string | null = null) {
    return yield* decide("declined", vacancyId, applicationId, note);
  },
  reportFailure("commands.declineJobApplicant"),
);

const decide = Effect.fnUntraced(function* (decision: "shortlisted" | "declined", vacancyId: string, applicationId: string, note: string | null) {
  const id = yield* decodeKey(vacancyId);
  const application = yield* decodeKey(applicationId);
  const sent = applicantNoteOf(yield* decodeNote(note));
  const api = yield* ApiClient;
  const log = yield* EventLog;
  const init = { params: { path: { id, applicationId: application } }, body: { note: sent } };
  const body = yield* api.portal((client) =>
    decision === "shortlisted"
      ? client.POST("/businesses/job-vacancies/{id}/applicants/{applicationId}/shortlist", init)
      : client.POST("/businesses/job-vacancies/{id}/applicants/{applicationId}/decline", init),
  );
  const applicant: JobApplicant = body.data;
  yield* log.append(
    { type: "v1.JobApplicantDecisionSaved", payload: { vacancyId: id, decision, applicant } },
    changesSavedWith(decision === "shortlisted" ? SAVED_DETAILS.applicantShortlisted : SAVED_DETAILS.applicantDeclined),
  );
  return applicant;
});
