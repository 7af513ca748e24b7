// loadBoardApplication: one application of a board for the side panel (its step and the caller's permission there,
// edit control, vacancy, step history, notices, status steps); appends `v1.QueryStarted`, then
// `v1.BoardApplicationLoaded` (which also refreshes its card's version on the board).
import { Effect } from "effect";
import type { CallOptions } from "../api/api-client.ts";
import { EventLog } from "../events/event-log.ts";
import { reportFailure } from "../program/report-failure.ts";
import { readBoardApplication } from "./board-calls.ts";
import { decodeRecordKey } from "./board-inputs.ts";
import { BOARD_QUERIES } from "./client-events.ts";

export const loadBoardApplication = Effect.fn(BOARD_QUERIES.boardApplication)(function* (
  workflowId: string,
  applicationId: string,
  options?: CallOptions,
) {
  const workflow = yield* decodeRecordKey(workflowId);
  const id = yield* decodeRecordKey(applicationId);
  const log = yield* EventLog;
  yield* log.append({ type: "v1.QueryStarted", payload: { query: BOARD_QUERIES.boardApplication } });
  return yield* readBoardApplication(workflow, id, options);
}, reportFailure(BOARD_QUERIES.boardApplication));
