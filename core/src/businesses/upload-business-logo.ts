// uploadBusinessLogo: the signed-in Business replaces its logo (PNG, JPEG or WebP up to 5 MB); appends
// `v1.BusinessLogoUploaded` (the header's business summary shows it) and `v1.ChangesSaved`. No progress events yet.
import { Effect } from "effect";
import { ApiClient } from "../api/api-client.ts";
import { formDataOf } from "../api/multipart.ts";
import { postBusinessLogo } from "../api/uploads.ts";
import type { UploadFile } from "../files/upload-file.ts";
import { EventLog } from "../events/event-log.ts";
import { changesSaved } from "../program/changes-saved.ts";
import { reportFailure } from "../program/report-failure.ts";
import { acceptedFile } from "../program/upload-input.ts";

export const uploadBusinessLogo = Effect.fn("commands.uploadBusinessLogo")(function* (file: UploadFile) {
  const part = yield* acceptedFile("logo", file);
  const api = yield* ApiClient;
  const log = yield* EventLog;
  const data = yield* formDataOf({ FormFile: part });
  const body = yield* api.portal(postBusinessLogo({ data, fileName: part.name }));
  yield* log.append({ type: "v1.BusinessLogoUploaded", payload: { logo: body.data.logo } }, changesSaved);
  return body.data;
}, reportFailure("commands.uploadBusinessLogo"));
