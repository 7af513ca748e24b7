// Shared by the upload commands: decode the file argument, pre-check it for its purpose, and build its part.
// The pre-check only spares a doomed upload; the server decides by content. Upload progress is not reported yet.
import { Effect } from "effect";
import { checkUploadFiles, uploadPartOf, type UploadFile, type UploadPart, type UploadPurpose } from "../files/upload-file.ts";
import { uploadFileField } from "../forms/upload-field.ts";
import { FilesNotAccepted, type ValidationFailed } from "../errors/errors.ts";
import { decodeInput } from "./report-failure.ts";

export const CHOOSE_A_FILE = "Please choose a file.";
export const UploadFileInput = uploadFileField(CHOOSE_A_FILE);

const decodeFile = decodeInput(UploadFileInput);

/** Files that fail the purpose's rules fail with FilesNotAccepted ("Sorry, these files are not accepted."). */
export const acceptedFiles = (purpose: UploadPurpose, files: ReadonlyArray<UploadFile>): Effect.Effect<ReadonlyArray<UploadPart>, FilesNotAccepted> => {
  const check = checkUploadFiles(purpose, files);
  return check.accepted ? Effect.succeed(files.map(uploadPartOf)) : Effect.fail(new FilesNotAccepted({ message: check.message }));
};

/** One file for `purpose`, decoded and pre-checked. */
export const acceptedFile = (purpose: UploadPurpose, input: unknown): Effect.Effect<UploadPart, ValidationFailed | FilesNotAccepted> =>
  decodeFile(input).pipe(
    Effect.flatMap((file) => acceptedFiles(purpose, [file])),
    Effect.map((parts) => parts[0]),
    Effect.flatMap((part) => (part === undefined ? Effect.fail(new FilesNotAccepted({})) : Effect.succeed(part))),
  );
