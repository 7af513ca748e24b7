// saveJob: the signed-in Talent saves a published vacancy (saving it again changes nothing); appends
// `v1.JobSaved` with the keys now saved, so every job list can show "saved", and `v1.ChangesSaved`.
import { Effect } from "effect";
import { ApiClient } from "../api/api-client.ts";
import { EventLog } from "../events/event-log.ts";
import { changesSavedWith, SAVED_DETAILS } from "../program/changes-saved.ts";
import { RecordKey } from "../program/record-key.ts";
import { decodeInput, reportFailure } from "../program/report-failure.ts";

const decodeKey = decodeInput(RecordKey);

export const saveJob = Effect.fn("commands.saveJob")(function* (key: string) {
  const jobId = yield* decodeKey(key);
  const api = yield* ApiClient;
  const log = yield* EventLog;
  const body = yield* api.portal((client) => client.POST("/talents/saved-jobs/{jobId}", { params: { path: { jobId } } }));
  yield* log.append({ type: "v1.JobSaved", payload: { key: jobId, savedJobKeys: body.data.savedJobKeys } }, changesSavedWith(SAVED_DETAILS.jobSaved));
  return body.data.savedJobKeys;
}, reportFailure("commands.saveJob"));
