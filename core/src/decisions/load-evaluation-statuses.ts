// loadEvaluationStatuses: the statuses an evaluation chooses from (reference list
// `expat-permit-evaluation-statuses`, in display order); appends `v1.QueryStarted`, then `v1.EvaluationStatusesLoaded`.
import { Effect } from "effect";
import { ApiClient, type CallOptions } from "../api/api-client.ts";
import { EventLog } from "../events/event-log.ts";
import { reportFailure } from "../program/report-failure.ts";
import { DECISION_QUERIES } from "./client-events.ts";

export const loadEvaluationStatuses = Effect.fn(DECISION_QUERIES.evaluationStatuses)(function* (options?: CallOptions) {
  const api = yield* ApiClient;
  const log = yield* EventLog;
  yield* log.append({ type: "v1.QueryStarted", payload: { query: DECISION_QUERIES.evaluationStatuses } });
  const body = yield* api.backoffice((client) => client.GET("/reference/evaluation-statuses"), options);
  yield* log.append({ type: "v1.EvaluationStatusesLoaded", payload: { statuses: body.data } });
  return body.data;
}, reportFailure(DECISION_QUERIES.evaluationStatuses));
