// loadEvaluations: an application's evaluations, every status step, staff's and chief evaluators', in step order
// then oldest first; appends `v1.QueryStarted`, then `v1.EvaluationsLoaded`.
import { Effect } from "effect";
import type { CallOptions } from "../api/api-client.ts";
import { EventLog } from "../events/event-log.ts";
import { reportFailure } from "../program/report-failure.ts";
import { queryWorkflowApplication } from "../board/application-query.ts";
import { DECISION_QUERIES } from "./client-events.ts";

export const loadEvaluations = Effect.fn(DECISION_QUERIES.evaluations)(function* (
  workflowId: string,
  applicationId: string,
  options?: CallOptions,
) {
  const { workflowId: workflow, id, body } = yield* queryWorkflowApplication(DECISION_QUERIES.evaluations, workflowId, applicationId, options, (client, path) =>
    client.GET("/expat-permits/workflows/{workflowId}/applications/{id}/evaluations", { params: { path } }),
  );
  const log = yield* EventLog;
  yield* log.append({ type: "v1.EvaluationsLoaded", payload: { workflowId: workflow, applicationId: id, evaluations: body.data } });
  return body.data;
}, reportFailure(DECISION_QUERIES.evaluations));
