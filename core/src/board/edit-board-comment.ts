// editBoardComment: a staff member changes their own comment (only its author: "You can only change your own
// comments." from the server otherwise); appends `v1.BoardCommentEdited` and `v1.ChangesSaved`.
import { Effect, Schema } from "effect";
import { ApiClient } from "../api/api-client.ts";
import { EventLog } from "../events/event-log.ts";
import { changesSaved } from "../program/changes-saved.ts";
import { RecordKey } from "../program/record-key.ts";
import { decodeInput, reportFailure } from "../program/report-failure.ts";
import { BoardCommentForm } from "./board-forms.ts";

export const EditBoardCommentInput = Schema.Struct({ statusStepId: RecordKey, commentId: RecordKey, ...BoardCommentForm.fields });
export type EditBoardCommentInput = typeof EditBoardCommentInput.Type;

const decode = decodeInput(EditBoardCommentInput);

export const editBoardComment = Effect.fn("commands.editBoardComment")(function* (input: EditBoardCommentInput) {
  const { statusStepId, commentId, commentContent } = yield* decode(input);
  const api = yield* ApiClient;
  const log = yield* EventLog;
  const body = yield* api.backoffice((client) =>
    client.PUT("/expat-permits/applications/status-steps/{stepId}/comments/{commentId}", {
      params: { path: { stepId: statusStepId, commentId } },
      body: { commentContent: commentContent.trim() },
    }),
  );
  yield* log.append({ type: "v1.BoardCommentEdited", payload: { comment: body.data } }, changesSaved);
  return body.data;
}, reportFailure("commands.editBoardComment"));
