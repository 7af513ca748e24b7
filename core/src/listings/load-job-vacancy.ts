// loadJobVacancy: one published vacancy (its own Business also sees drafts and closed ones); appends
// `v1.QueryStarted`, then `v1.JobVacancyLoaded`. A vacancy one may not see is "not found", as any missing one.
import { Effect } from "effect";
import { ApiClient, type CallOptions } from "../api/api-client.ts";
import { RecordKey } from "../program/record-key.ts";
import { decodeInput, reportFailure } from "../program/report-failure.ts";
import { QUERIES } from "../events/client-event.ts";
import { EventLog } from "../events/event-log.ts";

const decodeKey = decodeInput(RecordKey);

export const loadJobVacancy = Effect.fn(QUERIES.jobVacancy)(function* (key: string, options?: CallOptions) {
  const id = yield* decodeKey(key);
  const api = yield* ApiClient;
  const log = yield* EventLog;
  yield* log.append({ type: "v1.QueryStarted", payload: { query: QUERIES.jobVacancy } });
  const body = yield* api.portal((client) => client.GET("/job-vacancies/{id}", { params: { path: { id } } }), options);
  yield* log.append({ type: "v1.JobVacancyLoaded", payload: { vacancy: body.data } });
  return body.data;
}, reportFailure(QUERIES.jobVacancy));
