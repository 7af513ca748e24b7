// loadBoardComments: the staff's discussion of one application, every status step, oldest first (deleted ones
// left out); appends `v1.QueryStarted`, then `v1.BoardCommentsLoaded`.
import { Effect } from "effect";
import type { CallOptions } from "../api/api-client.ts";
import { EventLog } from "../events/event-log.ts";
import { reportFailure } from "../program/report-failure.ts";
import { queryWorkflowApplication } from "./application-query.ts";
import { BOARD_QUERIES } from "./client-events.ts";

export const loadBoardComments = Effect.fn(BOARD_QUERIES.boardComments)(function* (
  workflowId: string,
  applicationId: string,
  options?: CallOptions,
) {
  const { workflowId: workflow, id, body } = yield* queryWorkflowApplication(BOARD_QUERIES.boardComments, workflowId, applicationId, options, (client, path) =>
    client.GET("/expat-permits/workflows/{workflowId}/applications/{id}/comments", { params: { path } }),
  );
  const log = yield* EventLog;
  yield* log.append({ type: "v1.BoardCommentsLoaded", payload: { workflowId: workflow, applicationId: id, comments: body.data } });
  return body.data;
}, reportFailure(BOARD_QUERIES.boardComments));
