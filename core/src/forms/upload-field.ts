// The form field for a file to upload, shared by every form and command that takes one (verification, logos,
// photos, resumes). Pure: it only checks the value's shape; the purpose's types and sizes are files/upload-rules.ts.
import { Predicate, Schema } from "effect";
import type { UploadFile } from "../files/upload-file.ts";

/** One file to upload; anything else (null, nothing chosen) reads `message`. */
export const uploadFileField = (message: string) =>
  Schema.declare(isUploadFile, { message }).annotate({ message }).annotateKey({ messageMissingKey: message });

/** A `File`, or a Blob with a name beside it (see UploadFile). */
export const isUploadFile = (value: unknown): value is UploadFile =>
  Predicate.hasProperty(value, "name") &&
  Predicate.isString(value.name) &&
  // A File has a `bytes()` method; only an object under `bytes` is a Blob beside a name.
  (Predicate.hasProperty(value, "bytes") && Predicate.isObject(value.bytes) ? isBlobLike(value.bytes) : isBlobLike(value));

const isBlobLike = (value: unknown): boolean =>
  Predicate.hasProperty(value, "size") &&
  Predicate.isNumber(value.size) &&
  Predicate.hasProperty(value, "type") &&
  Predicate.isString(value.type) &&
  Predicate.hasProperty(value, "arrayBuffer") &&
  Predicate.isFunction(value.arrayBuffer);
