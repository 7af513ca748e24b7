// uploadSignatoryImage: an administrator replaces a signatory's signature image, through the one upload mechanism
// (purpose `signature`: PNG or JPEG, what a PDF letter embeds; pre-checked here, decided by content on the server),
// multipart `FormFile`. Letters already signed keep the image they were signed with. Appends `v1.SignatorySaved`
// (change "image") and "Saved Successfully".
import { Effect } from "effect";
import { ApiClient, type BackofficeClient } from "../api/api-client.ts";
import { formDataOf, type FormDataLike } from "../api/multipart.ts";
import { EventLog } from "../events/event-log.ts";
import type { UploadFile } from "../files/upload-file.ts";
import { changesSaved } from "../program/changes-saved.ts";
import { decodeRecordKey } from "../board/board-inputs.ts";
import { reportFailure } from "../program/report-failure.ts";
import { acceptedFile } from "../program/upload-input.ts";


// As api/uploads.ts writes the portal's: `body` carries the file name for the type checker (the part's name
// `FormFile` stays checked) and `bodySerializer` sends the real FormData.
const putSignatoryImage = (data: FormDataLike, fileName: string, signatoryId: string) => (client: BackofficeClient) =>
  client.PUT("/signatures/signatories/{signatoryId}/image", {
    params: { path: { signatoryId } },
    body: { FormFile: fileName },
    bodySerializer: () => data,
  });

export const uploadSignatoryImage = Effect.fn("commands.uploadSignatoryImage")(function* (signatoryId: string, file: UploadFile) {
  const id = yield* decodeRecordKey(signatoryId);
  const part = yield* acceptedFile("signature", file);
  const data = yield* formDataOf({ FormFile: part });
  const api = yield* ApiClient;
  const log = yield* EventLog;
  const answer = yield* api.backoffice(putSignatoryImage(data, part.name, id));
  yield* log.append({ type: "v1.SignatorySaved", payload: { change: "image", signatory: answer.data } }, changesSaved);
  return answer.data;
}, reportFailure("commands.uploadSignatoryImage"));
