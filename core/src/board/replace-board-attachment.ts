// replaceBoardAttachment: a staff member replaces their own attachment's file, with an optional comment (only its
// author: "You can only change your own attachments." from the server otherwise); appends
// `v1.BoardAttachmentReplaced` and `v1.ChangesSaved` ("Saved Successfully").
import { Effect, Schema } from "effect";
import { ApiClient } from "../api/api-client.ts";
import { formDataOf } from "../api/multipart.ts";
import { EventLog } from "../events/event-log.ts";
import { changesSaved } from "../program/changes-saved.ts";
import { RecordKey } from "../program/record-key.ts";
import { decodeInput, reportFailure } from "../program/report-failure.ts";
import { acceptedFile } from "../program/upload-input.ts";
import { optionalComment } from "../permits/permit-forms.ts";
import type { UploadFile } from "../files/upload-file.ts";
import { putBoardAttachment } from "./board-upload-call.ts";

export const ReplaceBoardAttachmentInput = Schema.Struct({ attachmentId: RecordKey, comment: Schema.optionalKey(optionalComment) });
export type ReplaceBoardAttachmentInput = typeof ReplaceBoardAttachmentInput.Type & { readonly file: UploadFile };

const decode = decodeInput(ReplaceBoardAttachmentInput);

export const replaceBoardAttachment = Effect.fn("commands.replaceBoardAttachment")(function* (input: ReplaceBoardAttachmentInput) {
  const { attachmentId, comment } = yield* decode(input);
  const part = yield* acceptedFile("document", input.file);
  const text = comment?.trim();
  const data = yield* formDataOf({ File: part, Comment: text === "" ? undefined : text });
  const api = yield* ApiClient;
  const log = yield* EventLog;
  const body = yield* api.backoffice(putBoardAttachment({ data, fileName: part.name, comment: text }, attachmentId));
  yield* log.append({ type: "v1.BoardAttachmentReplaced", payload: { attachment: body.data } }, changesSaved);
  return body.data;
}, reportFailure("commands.replaceBoardAttachment"));
