// A file to upload, as the core sees it on every platform, and the client-side pre-check of files per purpose.
// Pure: it never reads a file's bytes; the server still decides by content (magic bytes), this only spares a doomed upload.
import { MESSAGES } from "../errors/catalogue.ts";
import { UPLOAD_RULES, type UploadPurpose, type UploadRule } from "./upload-rules.ts";

/** The part of a Blob the core needs: the browser's Blob/File and Node's Blob/File (node:buffer) all fit it. */
export interface BlobLike {
  readonly size: number;
  readonly type: string;
  arrayBuffer(): Promise<ArrayBuffer>;
}

/** A `File` (a Blob with a name), or any Blob with a name beside it (`{ name, bytes }`, e.g. from `fs.openAsBlob`). */
export type UploadFile = (BlobLike & { readonly name: string }) | { readonly name: string; readonly bytes: BlobLike };

export { MAX_SUPPORTING_DOCUMENTS, UPLOAD_RULES, uploadLimitText } from "./upload-rules.ts";
export type { UploadMediaType, UploadPurpose, UploadRule } from "./upload-rules.ts";

/** A file's name, declared type, size and bytes, whichever shape it came in. */
export interface UploadPart {
  readonly name: string;
  readonly type: string;
  readonly size: number;
  readonly blob: BlobLike;
}

export const uploadPartOf = (file: UploadFile): UploadPart =>
  hasSeparateBytes(file)
    ? { name: file.name, type: file.bytes.type, size: file.bytes.size, blob: file.bytes }
    : { name: file.name, type: file.type, size: file.size, blob: file };

/** `{ name, bytes: Blob }` rather than a File: a File has a `bytes()` method of its own, so `"bytes" in file` cannot tell. */
export const hasSeparateBytes = (file: UploadFile): file is { readonly name: string; readonly bytes: BlobLike } =>
  "bytes" in file && typeof file.bytes === "object" && file.bytes !== null;

export type FileCheck =
  | { readonly accepted: true }
  | { readonly accepted: false; readonly message: string; readonly rejected: ReadonlyArray<string> };

/**
 * Empty, too large, or of a name or declared type the purpose does not allow: "Sorry, these files are not accepted."
 * An empty declared type passes (Node's and some browsers' files have none); the extension must still fit.
 */
export const checkUploadFiles = (purpose: UploadPurpose, files: ReadonlyArray<UploadFile>): FileCheck => {
  const rule = UPLOAD_RULES[purpose];
  const rejected = files.map(uploadPartOf).filter((part) => !fits(rule, part)).map((part) => part.name);
  return rejected.length === 0 ? { accepted: true } : { accepted: false, message: MESSAGES.filesNotAccepted, rejected };
};

const fits = (rule: UploadRule, part: UploadPart): boolean => {
  const extension = /\.([A-Za-z0-9]+)$/.exec(part.name)?.[1]?.toLowerCase();
  const declared = part.type.split(";", 1)[0]?.trim().toLowerCase() ?? "";
  return (
    part.size > 0 &&
    part.size <= rule.maxBytes &&
    extension !== undefined &&
    rule.extensions.includes(extension) &&
    (declared === "" || rule.mediaTypes.some((type) => type === declared))
  );
};
