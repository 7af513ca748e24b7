// loadWorkflows: reads the back-office workflow list; appends `v1.QueryStarted`, then `v1.WorkflowsLoaded`.
// Read-only: it never changes a workflow. Staff only: the API client sends the staff token (a 401 ends the staff session).
import { Effect } from "effect";
import { ApiClient, type CallOptions } from "../api/api-client.ts";
import { reportFailure } from "../program/report-failure.ts";
import { QUERIES } from "../events/client-event.ts";
import { EventLog } from "../events/event-log.ts";

export const loadWorkflows = Effect.fn(QUERIES.workflows)(function* (options?: CallOptions) {
  const api = yield* ApiClient;
  const log = yield* EventLog;
  yield* log.append({ type: "v1.QueryStarted", payload: { query: QUERIES.workflows } });
  const body = yield* api.backoffice((client) => client.GET("/workflows"), options);
  yield* log.append({ type: "v1.WorkflowsLoaded", payload: { workflows: body.data } });
  return body.data;
}, reportFailure(QUERIES.workflows));
