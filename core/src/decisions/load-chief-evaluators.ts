// loadChiefEvaluators: who may be sent a chief-evaluator link for a workflow step (active final approvers, by
// name); appends `v1.QueryStarted`, then `v1.ChiefEvaluatorsLoaded`.
import { Effect } from "effect";
import { ApiClient, type CallOptions } from "../api/api-client.ts";
import { EventLog } from "../events/event-log.ts";
import { reportFailure } from "../program/report-failure.ts";
import { DECISION_QUERIES } from "./client-events.ts";
import { decodeRecordKey } from "../board/board-inputs.ts";

export const loadChiefEvaluators = Effect.fn(DECISION_QUERIES.chiefEvaluators)(function* (workflowStepId: string, options?: CallOptions) {
  const stepId = yield* decodeRecordKey(workflowStepId);
  const api = yield* ApiClient;
  const log = yield* EventLog;
  yield* log.append({ type: "v1.QueryStarted", payload: { query: DECISION_QUERIES.chiefEvaluators } });
  const body = yield* api.backoffice(
    (client) => client.GET("/expat-permits/applications/chief-evaluation-form/final-approvers", { params: { query: { workflowStepId: stepId } } }),
    options,
  );
  yield* log.append({ type: "v1.ChiefEvaluatorsLoaded", payload: { workflowStepId: stepId, evaluators: body.data } });
  return body.data;
}, reportFailure(DECISION_QUERIES.chiefEvaluators));
