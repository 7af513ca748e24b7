// deleteBoardAttachment: a staff member deletes their own attachment, saying why (`comment`, required: "Comment is
// required" before any call); appends `v1.BoardAttachmentDeleted` and an "Attachment deleted." toast.
import { Effect, Schema } from "effect";
import { ApiClient } from "../api/api-client.ts";
import { EventLog } from "../events/event-log.ts";
import { RecordKey } from "../program/record-key.ts";
import { decodeInput, reportFailure } from "../program/report-failure.ts";
import { knownNow } from "./board-calls.ts";
import { StaffCommentForm } from "./board-forms.ts";
import { BOARD_TEXTS } from "./board-texts.ts";

export const DeleteBoardAttachmentInput = Schema.Struct({ attachmentId: RecordKey, ...StaffCommentForm.fields });
export type DeleteBoardAttachmentInput = typeof DeleteBoardAttachmentInput.Type;

const decode = decodeInput(DeleteBoardAttachmentInput);

export const deleteBoardAttachment = Effect.fn("commands.deleteBoardAttachment")(function* (input: DeleteBoardAttachmentInput) {
  const { attachmentId, comment } = yield* decode(input);
  const statusStepId = (yield* knownNow(null)).statusStepOfAttachment(attachmentId);
  const api = yield* ApiClient;
  const log = yield* EventLog;
  const body = yield* api.backoffice((client) =>
    client.DELETE("/expat-permits/applications/workflows/status-steps/attachments/{attachmentId}", {
      params: { path: { attachmentId } },
      body: { comment: comment.trim() },
    }),
  );
  yield* log.append(
    { type: "v1.BoardAttachmentDeleted", payload: { attachmentId } },
    { type: "v1.ChangesSaved", payload: { message: BOARD_TEXTS.attachmentDeleted } },
  );
  return body.data;
}, reportFailure("commands.deleteBoardAttachment"));
