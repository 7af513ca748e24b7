// uploadPermitFile: the Business stores a document for an application it may edit: PDF, PNG or JPEG (pre-checked
// here, decided by content on the server); `pdf: true` sends it where an image becomes a one-page PDF.
// Appends `v1.ExpatPermitFileUploaded` (the record gains the file and the new version). No progress events yet.
import { Effect } from "effect";
import { ApiClient } from "../api/api-client.ts";
import { formDataOf } from "../api/multipart.ts";
import { postPermitFile } from "./permit-upload-call.ts";
import { EventLog } from "../events/event-log.ts";
import type { UploadFile } from "../files/upload-file.ts";
import { reportFailure } from "../program/report-failure.ts";
import { acceptedFile } from "../program/upload-input.ts";
import { decodeApplicationId } from "./permit-inputs.ts";

export interface UploadPermitFileOptions {
  /** The field wants a PDF: an image is turned into a one-page PDF by the server. */
  readonly pdf: boolean;
}

export const uploadPermitFile = Effect.fn("commands.uploadPermitFile")(function* (
  applicationId: string,
  file: UploadFile,
  options: UploadPermitFileOptions = { pdf: false },
) {
  const id = yield* decodeApplicationId(applicationId);
  const part = yield* acceptedFile("document", file);
  const api = yield* ApiClient;
  const log = yield* EventLog;
  const data = yield* formDataOf({ File: part });
  const body = yield* api.portal(postPermitFile({ data, fileName: part.name }, id, options.pdf));
  yield* log.append({ type: "v1.ExpatPermitFileUploaded", payload: { applicationId: id, file: body.data, version: body.version } });
  return body.data;
}, reportFailure("commands.uploadPermitFile"));
