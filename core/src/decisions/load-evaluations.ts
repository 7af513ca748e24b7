// loadEvaluations: an application's evaluations, every status step, staff's and chief evaluators', in step order
// then oldest first; appends `v1.QueryStarted`, then `v1.EvaluationsLoaded`.
import { Effect } from "effect";
import { ApiClient, type CallOptions } from "../api/api-client.ts";
import { EventLog } from "../events/event-log.ts";
import { reportFailure } from "../program/report-failure.ts";
import { DECISION_QUERIES } from "./client-events.ts";
import { decodeRecordKey } from "./decision-inputs.ts";

export const loadEvaluations = Effect.fn(DECISION_QUERIES.evaluations)(function* (
  workflowId: string,
  applicationId: string,
  options?: CallOptions,
) {
  const workflow = yield* decodeRecordKey(workflowId);
  const id = yield* decodeRecordKey(applicationId);
  const api = yield* ApiClient;
  const log = yield* EventLog;
  yield* log.append({ type: "v1.QueryStarted", payload: { query: DECISION_QUERIES.evaluations } });
  const body = yield* api.backoffice(
    (client) => client.GET("/expat-permits/workflows/{workflowId}/applications/{id}/evaluations", { params: { path: { workflowId: workflow, id } } }),
    options,
  );
  yield* log.append({ type: "v1.EvaluationsLoaded", payload: { workflowId: workflow, applicationId: id, evaluations: body.data } });
  return body.data;
}, reportFailure(DECISION_QUERIES.evaluations));
