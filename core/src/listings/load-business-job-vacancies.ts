// loadBusinessJobVacancies: one business's published vacancies that are still open, newest first (public);
// appends `v1.QueryStarted`, then `v1.BusinessJobVacanciesLoaded`. No store keeps them: the caller uses the answer.
import { Effect } from "effect";
import { ApiClient, type CallOptions } from "../api/api-client.ts";
import { RecordKey } from "../program/record-key.ts";
import { decodeInput, reportFailure } from "../program/report-failure.ts";
import { QUERIES } from "../events/client-event.ts";
import { EventLog } from "../events/event-log.ts";

const decodeKey = decodeInput(RecordKey);

export const loadBusinessJobVacancies = Effect.fn(QUERIES.businessJobVacancies)(function* (businessKey: string, options?: CallOptions) {
  const id = yield* decodeKey(businessKey);
  const api = yield* ApiClient;
  const log = yield* EventLog;
  yield* log.append({ type: "v1.QueryStarted", payload: { query: QUERIES.businessJobVacancies } });
  const body = yield* api.portal((client) => client.GET("/businesses/{id}/job-vacancies", { params: { path: { id } } }), options);
  yield* log.append({ type: "v1.BusinessJobVacanciesLoaded", payload: { businessKey: id, vacancies: body.data } });
  return body.data;
}, reportFailure(QUERIES.businessJobVacancies));
