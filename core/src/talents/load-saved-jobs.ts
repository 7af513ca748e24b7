// loadSavedJobs: the vacancies the signed-in Talent saved, most recently saved first (closed ones too, by their
// status); appends `v1.QueryStarted`, then `v1.SavedJobsLoaded`.
import { Effect } from "effect";
import { ApiClient, type CallOptions } from "../api/api-client.ts";
import { reportFailure } from "../program/report-failure.ts";
import { QUERIES } from "../events/client-event.ts";
import { EventLog } from "../events/event-log.ts";

export const loadSavedJobs = Effect.fn(QUERIES.savedJobs)(function* (options?: CallOptions) {
  const api = yield* ApiClient;
  const log = yield* EventLog;
  yield* log.append({ type: "v1.QueryStarted", payload: { query: QUERIES.savedJobs } });
  const body = yield* api.portal((client) => client.GET("/talents/saved-jobs"), options);
  yield* log.append({ type: "v1.SavedJobsLoaded", payload: { jobs: body.data } });
  return body.data;
}, reportFailure(QUERIES.savedJobs));
