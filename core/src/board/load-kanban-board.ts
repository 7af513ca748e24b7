// loadKanbanBoard: a workflow's board as the signed-in staff member may see it (columns of the steps they view,
// each with their permission there, cards in stored order); appends `v1.QueryStarted`, then `v1.KanbanBoardLoaded`.
import { Effect } from "effect";
import type { CallOptions } from "../api/api-client.ts";
import { EventLog } from "../events/event-log.ts";
import { reportFailure } from "../program/report-failure.ts";
import { readBoard } from "./board-calls.ts";
import { decodeRecordKey } from "./board-inputs.ts";
import { BOARD_QUERIES } from "./client-events.ts";

export const loadKanbanBoard = Effect.fn(BOARD_QUERIES.kanbanBoard)(function* (workflowId: string, options?: CallOptions) {
  const id = yield* decodeRecordKey(workflowId);
  const log = yield* EventLog;
  yield* log.append({ type: "v1.QueryStarted", payload: { query: BOARD_QUERIES.kanbanBoard } });
  return yield* readBoard(id, options);
}, reportFailure(BOARD_QUERIES.kanbanBoard));
