// applyForJob: the signed-in Talent applies for an open vacancy with a cover note (may be empty) and, optionally, one
// document through the one upload mechanism (pre-checked as a "document"; the server decides by content). Refused
// with the server's words ("This vacancy is no longer taking applications." / "You have already applied for this
// job."); appends `v1.AppliedForJob` with the application and `v1.ChangesSaved`.
import { Effect } from "effect";
import { ApiClient, type PortalClient } from "../api/api-client.ts";
import { formDataOf, type FormDataLike } from "../api/multipart.ts";
import { EventLog } from "../events/event-log.ts";
import { SAVED_DETAILS, changesSavedWith } from "../program/changes-saved.ts";
import { decodeInput, reportFailure } from "../program/report-failure.ts";
import { acceptedFile } from "../program/upload-input.ts";
import { ApplyForJobInput } from "./job-application-form.ts";
import type { JobApplication } from "./job-application-records.ts";

const decode = decodeInput(ApplyForJobInput);

export const applyForJob = Effect.fn("commands.applyForJob")(function* (input: ApplyForJobInput) {
  const { vacancyId, coverNote, attachment } = yield* decode(input);
  const part = attachment === null ? undefined : yield* acceptedFile("document", attachment);
  const api = yield* ApiClient;
  const log = yield* EventLog;
  const data = yield* formDataOf({ jobVacancyId: vacancyId, coverNote, attachment: part });
  const body = yield* api.portal(postApplication({ data, jobVacancyId: vacancyId, coverNote, fileName: part?.name }));
  const application: JobApplication = body.data;
  yield* log.append({ type: "v1.AppliedForJob", payload: { application } }, changesSavedWith(SAVED_DETAILS.appliedFor(application.jobVacancy.title)));
  return application;
}, reportFailure("commands.applyForJob"));

// As api/uploads.ts writes the other multipart calls: `body` carries the fields for the type checker (a binary part
// types as a string) and `bodySerializer` sends the real FormData. (Belongs in api/uploads.ts; kept here while that
// file is not this area's to change.)
const postApplication =
  (form: { data: FormDataLike; jobVacancyId: string; coverNote: string; fileName: string | undefined }) => (client: PortalClient) =>
    client.POST("/talents/job-applications", {
      body: { jobVacancyId: form.jobVacancyId, coverNote: form.coverNote, ...(form.fileName === undefined ? {} : { attachment: form.fileName }) },
      bodySerializer: () => form.data,
    });
