// withdrawJobApplication: the signed-in Talent withdraws an application while it is submitted or shortlisted and the
// vacancy is open (else the server's words: "This application can no longer be withdrawn."); appends
// `v1.JobApplicationWithdrawalSaved` with the application now `withdrawn`, and `v1.ChangesSaved`.
import { Effect } from "effect";
import { ApiClient } from "../api/api-client.ts";
import { EventLog } from "../events/event-log.ts";
import { SAVED_DETAILS, changesSavedWith } from "../program/changes-saved.ts";
import { RecordKey } from "../program/record-key.ts";
import { decodeInput, reportFailure } from "../program/report-failure.ts";
import type { JobApplication } from "./job-application-records.ts";

const decodeKey = decodeInput(RecordKey);

export const withdrawJobApplication = Effect.fn("commands.withdrawJobApplication")(function* (applicationId: string) {
  const id = yield* decodeKey(applicationId);
  const api = yield* ApiClient;
  const log = yield* EventLog;
  const body = yield* api.portal((client) => client.DELETE("/talents/job-applications/{id}", { params: { path: { id } } }));
  const application: JobApplication = body.data;
  yield* log.append({ type: "v1.JobApplicationWithdrawalSaved", payload: { application } }, changesSavedWith(SAVED_DETAILS.applicationWithdrawn));
  return application;
}, reportFailure("commands.withdrawJobApplication"));
