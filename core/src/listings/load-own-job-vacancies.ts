// loadOwnJobVacancies: the signed-in Business's vacancies in every status, newest first; appends
// `v1.QueryStarted`, then `v1.OwnJobVacanciesLoaded`.
import { Effect } from "effect";
import { ApiClient, type CallOptions } from "../api/api-client.ts";
import { reportFailure } from "../program/report-failure.ts";
import { QUERIES } from "../events/client-event.ts";
import { EventLog } from "../events/event-log.ts";

export const loadOwnJobVacancies = Effect.fn(QUERIES.ownJobVacancies)(function* (options?: CallOptions) {
  const api = yield* ApiClient;
  const log = yield* EventLog;
  yield* log.append({ type: "v1.QueryStarted", payload: { query: QUERIES.ownJobVacancies } });
  const body = yield* api.portal((client) => client.GET("/businesses/job-vacancies"), options);
  yield* log.append({ type: "v1.OwnJobVacanciesLoaded", payload: { vacancies: body.data } });
  return body.data;
}, reportFailure(QUERIES.ownJobVacancies));
