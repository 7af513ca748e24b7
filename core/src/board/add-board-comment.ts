// addBoardComment: a staff member comments on an application in one of its status steps (`commentContent`,
// trimmed and required: "Comment is required" before any call); appends `v1.BoardCommentAdded` and
// `v1.ChangesSaved` ("Saved Successfully").
import { Effect, Schema } from "effect";
import { ApiClient } from "../api/api-client.ts";
import { EventLog } from "../events/event-log.ts";
import { changesSaved } from "../program/changes-saved.ts";
import { RecordKey } from "../program/record-key.ts";
import { decodeInput, reportFailure } from "../program/report-failure.ts";
import { BoardCommentForm } from "./board-forms.ts";

export const AddBoardCommentInput = Schema.Struct({ statusStepId: RecordKey, ...BoardCommentForm.fields });
export type AddBoardCommentInput = typeof AddBoardCommentInput.Type;

const decode = decodeInput(AddBoardCommentInput);

export const addBoardComment = Effect.fn("commands.addBoardComment")(function* (input: AddBoardCommentInput) {
  const { statusStepId, commentContent } = yield* decode(input);
  const api = yield* ApiClient;
  const log = yield* EventLog;
  const body = yield* api.backoffice((client) =>
    client.POST("/expat-permits/applications/status-steps/{stepId}/comments", {
      params: { path: { stepId: statusStepId } },
      body: { commentContent: commentContent.trim() },
    }),
  );
  yield* log.append({ type: "v1.BoardCommentAdded", payload: { comment: body.data } }, changesSaved);
  return body.data;
}, reportFailure("commands.addBoardComment"));
