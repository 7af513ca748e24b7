// loadBoardAttachments: the staff's attachments of one status step, oldest first (deleted ones left out);
// appends `v1.QueryStarted`, then `v1.BoardAttachmentsLoaded`.
import { Effect } from "effect";
import { ApiClient, type CallOptions } from "../api/api-client.ts";
import { EventLog } from "../events/event-log.ts";
import { reportFailure } from "../program/report-failure.ts";
import { decodeRecordKey } from "./board-inputs.ts";
import { BOARD_QUERIES } from "./client-events.ts";

export const loadBoardAttachments = Effect.fn(BOARD_QUERIES.boardAttachments)(function* (statusStepId: string, options?: CallOptions) {
  const stepId = yield* decodeRecordKey(statusStepId);
  const api = yield* ApiClient;
  const log = yield* EventLog;
  yield* log.append({ type: "v1.QueryStarted", payload: { query: BOARD_QUERIES.boardAttachments } });
  const body = yield* api.backoffice(
    (client) => client.GET("/expat-permits/applications/workflows/status-steps/{stepId}/attachments", { params: { path: { stepId } } }),
    options,
  );
  yield* log.append({ type: "v1.BoardAttachmentsLoaded", payload: { statusStepId: stepId, attachments: body.data } });
  return body.data;
}, reportFailure(BOARD_QUERIES.boardAttachments));
