// loadArchivedApplication: an archived application for the archived listing's panel (its info tab), read as the
// board's panel reads an application (the board's own read answers 404 for an archived one). Appends
// `v1.QueryStarted`, then the board's `v1.BoardApplicationLoaded`: the panel reads core.stores.boardApplication,
// whose status follows this query too.
import { Effect } from "effect";
import { ApiClient, type CallOptions } from "../api/api-client.ts";
import { decodeRecordKey } from "../board/board-inputs.ts";
import { EventLog } from "../events/event-log.ts";
import { reportFailure } from "../program/report-failure.ts";
import { LISTING_QUERIES } from "./client-events.ts";

export const loadArchivedApplication = Effect.fn(LISTING_QUERIES.archivedApplication)(function* (
  workflowId: string,
  applicationId: string,
  options?: CallOptions,
) {
  const workflow = yield* decodeRecordKey(workflowId);
  const id = yield* decodeRecordKey(applicationId);
  const api = yield* ApiClient;
  const log = yield* EventLog;
  yield* log.append({ type: "v1.QueryStarted", payload: { query: LISTING_QUERIES.archivedApplication } });
  const body = yield* api.backoffice(
    (client) =>
      client.GET("/expat-permits/applications/workflows/{workflowId}/kanban-board/applications/{id}/archived", {
        params: { path: { workflowId: workflow, id } },
      }),
    options,
  );
  yield* log.append({ type: "v1.BoardApplicationLoaded", payload: { application: body.data } });
  return body.data;
}, reportFailure(LISTING_QUERIES.archivedApplication));
