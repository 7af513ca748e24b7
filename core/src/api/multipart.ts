// Multipart bodies for the upload calls: the one place a FormData is built, with the platform's own FormData
// (browsers and Node 24 both have one). No DOM types: the part of FormData used here is declared below.
import { Effect } from "effect";
import type { BlobLike, UploadPart } from "../files/upload-file.ts";
import { UnexpectedError } from "../errors/errors.ts";

/** The part of the platform's FormData the core uses. */
export interface FormDataLike {
  append(name: string, value: string | BlobLike, fileName?: string): void;
}

/** A text field, one file, or several files under one name (sent as repeated parts). */
export type MultipartValue = string | UploadPart | ReadonlyArray<UploadPart>;

/**
 * The FormData of `fields`, in order; undefined fields are left out, each file keeps its name.
 * Fails with UnexpectedError on a platform without FormData (none the core supports).
 */
export const formDataOf = (fields: Readonly<Record<string, MultipartValue | undefined>>): Effect.Effect<FormDataLike, UnexpectedError> =>
  Effect.suspend(() => {
    const FormDataOfPlatform: unknown = Reflect.get(globalThis, "FormData");
    if (!isFormDataConstructor(FormDataOfPlatform)) return Effect.fail(new UnexpectedError({}));
    const form = new FormDataOfPlatform();
    for (const [name, value] of Object.entries(fields)) {
      if (value === undefined) continue;
      if (typeof value === "string") form.append(name, value);
      else for (const part of isPartList(value) ? value : [value]) form.append(name, part.blob, part.name);
    }
    return Effect.succeed(form);
  });

// Only ever handed globalThis.FormData; being a function is all that can be checked without calling it.
const isFormDataConstructor = (value: unknown): value is new () => FormDataLike => typeof value === "function";

const isPartList = (value: UploadPart | ReadonlyArray<UploadPart>): value is ReadonlyArray<UploadPart> => Array.isArray(value);
