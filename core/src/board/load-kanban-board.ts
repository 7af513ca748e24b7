// loadKanbanBoard: a workflow's board as the signed-in staff member may see it (columns of the steps they view,
// each with their permission there and its count, its first `cardsPerColumn` cards in stored order; the server's
// default when absent: ask again with more to show more); appends `v1.QueryStarted`, then `v1.KanbanBoardLoaded`.
import { Effect } from "effect";
import type { CallOptions } from "../api/api-client.ts";
import { EventLog } from "../events/event-log.ts";
import { reportFailure } from "../program/report-failure.ts";
import { readBoard } from "./board-calls.ts";
import { decodeRecordKey } from "./board-inputs.ts";
import { cardsPerColumnOf } from "./board-rules.ts";
import { BOARD_QUERIES } from "./client-events.ts";

export const loadKanbanBoard = Effect.fn(BOARD_QUERIES.kanbanBoard)(function* (workflowId: string, options?: CallOptions & { readonly cardsPerColumn?: number }) {
  const id = yield* decodeRecordKey(workflowId);
  const log = yield* EventLog;
  yield* log.append({ type: "v1.QueryStarted", payload: { query: BOARD_QUERIES.kanbanBoard } });
  // Kept within the contract's range (core's limits): more than the most asks for the most.
  const cardsPerColumn = options?.cardsPerColumn === undefined ? undefined : cardsPerColumnOf(options.cardsPerColumn);
  return yield* readBoard(id, options, cardsPerColumn);
}, reportFailure(BOARD_QUERIES.kanbanBoard));
