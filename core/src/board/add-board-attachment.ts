// addBoardAttachment: a staff member attaches a file (PDF, PNG or JPEG up to 10 MB: pre-checked here, decided by
// content on the server) to a status step with an optional comment, multipart `File` and `Comment`; appends
// `v1.BoardAttachmentAdded` and `v1.ChangesSaved` ("Saved Successfully").
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
import { postBoardAttachment } from "./board-upload-call.ts";

export const AddBoardAttachmentInput = Schema.Struct({ statusStepId: RecordKey, comment: Schema.optionalKey(optionalComment) });
export type AddBoardAttachmentInput = typeof AddBoardAttachmentInput.Type & { readonly file: UploadFile };

const decode = decodeInput(AddBoardAttachmentInput);

export const addBoardAttachment = Effect.fn("commands.addBoardAttachment")(function* (input: AddBoardAttachmentInput) {
  const { statusStepId, comment } = yield* decode(input);
  const part = yield* acceptedFile("document", input.file);
  const text = comment?.trim();
  const data = yield* formDataOf({ File: part, Comment: text === "" ? undefined : text });
  const api = yield* ApiClient;
  const log = yield* EventLog;
  const body = yield* api.backoffice(postBoardAttachment({ data, fileName: part.name, comment: text }, statusStepId));
  yield* log.append({ type: "v1.BoardAttachmentAdded", payload: { attachment: body.data } }, changesSaved);
  return body.data;
}, reportFailure("commands.addBoardAttachment"));
