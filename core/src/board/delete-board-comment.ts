// deleteBoardComment: a staff member deletes their own comment (the audit trail keeps what it said); appends
// `v1.BoardCommentDeleted` and a "Comment deleted." toast.
import { Effect, Schema } from "effect";
import { ApiClient } from "../api/api-client.ts";
import { EventLog } from "../events/event-log.ts";
import { RecordKey } from "../program/record-key.ts";
import { decodeInput, reportFailure } from "../program/report-failure.ts";
import { BOARD_TEXTS } from "./board-texts.ts";

export const DeleteBoardCommentInput = Schema.Struct({ statusStepId: RecordKey, commentId: RecordKey });
export type DeleteBoardCommentInput = typeof DeleteBoardCommentInput.Type;

const decode = decodeInput(DeleteBoardCommentInput);

export const deleteBoardComment = Effect.fn("commands.deleteBoardComment")(function* (input: DeleteBoardCommentInput) {
  const { statusStepId, commentId } = yield* decode(input);
  const api = yield* ApiClient;
  const log = yield* EventLog;
  const body = yield* api.backoffice((client) =>
    client.DELETE("/expat-permits/applications/status-steps/{stepId}/comments/{commentId}", {
      params: { path: { stepId: statusStepId, commentId } },
    }),
  );
  yield* log.append(
    { type: "v1.BoardCommentDeleted", payload: { commentId } },
    { type: "v1.ChangesSaved", payload: { message: BOARD_TEXTS.commentDeleted } },
  );
  return body.data;
}, reportFailure("commands.deleteBoardComment"));
