// uploadProfilePicture: the signed-in Talent replaces the profile picture (PNG, JPEG or WebP up to 5 MB);
// appends `v1.ProfilePictureUploaded` (the header shows it) and `v1.ChangesSaved`. No progress events yet.
import { Effect } from "effect";
import { ApiClient } from "../api/api-client.ts";
import { formDataOf } from "../api/multipart.ts";
import { postProfilePicture } from "../api/uploads.ts";
import type { UploadFile } from "../files/upload-file.ts";
import { EventLog } from "../events/event-log.ts";
import { changesSaved } from "../program/changes-saved.ts";
import { reportFailure } from "../program/report-failure.ts";
import { acceptedFile } from "../program/upload-input.ts";

export const uploadProfilePicture = Effect.fn("commands.uploadProfilePicture")(function* (file: UploadFile) {
  const part = yield* acceptedFile("picture", file);
  const api = yield* ApiClient;
  const log = yield* EventLog;
  const data = yield* formDataOf({ FormFile: part });
  const body = yield* api.portal(postProfilePicture({ data, fileName: part.name }));
  yield* log.append({ type: "v1.ProfilePictureUploaded", payload: { profilePicture: body.data.profilePicture } }, changesSaved);
  return body.data;
}, reportFailure("commands.uploadProfilePicture"));
