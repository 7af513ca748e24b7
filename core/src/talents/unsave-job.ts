// unsaveJob: the signed-in Talent removes a vacancy from the saved jobs; appends `v1.JobUnsaved` with the keys
// still saved, and `v1.ChangesSaved`.
import { Effect } from "effect";
import { ApiClient } from "../api/api-client.ts";
import { EventLog } from "../events/event-log.ts";
import { changesSavedWith, SAVED_DETAILS } from "../program/changes-saved.ts";
import { RecordKey } from "../program/record-key.ts";
import { decodeInput, reportFailure } from "../program/report-failure.ts";

const decodeKey = decodeInput(RecordKey);

export const unsaveJob = Effect.fn("commands.unsaveJob")(function* (key: string) {
  const jobId = yield* decodeKey(key);
  const api = yield* ApiClient;
  const log = yield* EventLog;
  const body = yield* api.portal((client) => client.DELETE("/talents/saved-jobs/{jobId}", { params: { path: { jobId } } }));
  yield* log.append({ type: "v1.JobUnsaved", payload: { key: jobId, savedJobKeys: body.data.savedJobKeys } }, changesSavedWith(SAVED_DETAILS.jobUnsaved));
  return body.data.savedJobKeys;
}, reportFailure("commands.unsaveJob"));
