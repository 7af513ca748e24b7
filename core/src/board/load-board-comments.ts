// loadBoardComments: the staff's discussion of one application, every status step, oldest first (deleted ones
// left out); appends `v1.QueryStarted`, then `v1.BoardCommentsLoaded`.
import { Effect } from "effect";
import { ApiClient, type CallOptions } from "../api/api-client.ts";
import { EventLog } from "../events/event-log.ts";
import { reportFailure } from "../program/report-failure.ts";
import { decodeRecordKey } from "./board-inputs.ts";
import { BOARD_QUERIES } from "./client-events.ts";

export const loadBoardComments = Effect.fn(BOARD_QUERIES.boardComments)(function* (
  workflowId: string,
  applicationId: string,
  options?: CallOptions,
) {
  const workflow = yield* decodeRecordKey(workflowId);
  const id = yield* decodeRecordKey(applicationId);
  const api = yield* ApiClient;
  const log = yield* EventLog;
  yield* log.append({ type: "v1.QueryStarted", payload: { query: BOARD_QUERIES.boardComments } });
  const body = yield* api.backoffice(
    (client) =>
      client.GET("/expat-permits/workflows/{workflowId}/applications/{id}/comments", { params: { path: { workflowId: workflow, id } } }),
    options,
  );
  yield* log.append({ type: "v1.BoardCommentsLoaded", payload: { workflowId: workflow, applicationId: id, comments: body.data } });
  return body.data;
}, reportFailure(BOARD_QUERIES.boardComments));
