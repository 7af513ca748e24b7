// What each kind of upload accepts on the server: core's upload rules (types and sizes, the one source the UIs'
// help text reads too) plus what only the server checks, the pixels an image may decode to. The type is always
// the one `detectType` reads from the bytes; a name or a declared type is never trusted.
import { UPLOAD_MEDIA_TYPES, UPLOAD_RULES, type UploadMediaType, type UploadRule } from "@ictm/core/domain";
import type { filePurposes } from "../db/schema.ts";

export type MediaType = UploadMediaType;
export type FilePurpose = (typeof filePurposes)[number];

export interface UploadPolicy {
  accepts: ReadonlyArray<MediaType>;
  /** Largest accepted file, in bytes. */
  maxBytes: number;
  /** Images must decode completely, within `maxSide` pixels a side and `maxPixels` in all. */
  maxSide: number;
  maxPixels: number;
}

/** Server-only: a small file may still claim a huge image; decoding stops at these bounds. */
const imageBounds = { maxSide: 8000, maxPixels: 40_000_000 };

const policyOf = (rule: UploadRule): UploadPolicy => ({ accepts: rule.mediaTypes, maxBytes: rule.maxBytes, ...imageBounds });

/** Profile pictures and logos. */
export const picturePolicy: UploadPolicy = policyOf(UPLOAD_RULES.picture);

/** Signatories' signature images: PNG or JPEG, what a PDF letter embeds. */
export const signaturePolicy: UploadPolicy = policyOf(UPLOAD_RULES.signature);

/** Documents, such as the business registration certificate of a verification request. */
export const documentPolicy: UploadPolicy = policyOf(UPLOAD_RULES.document);

/** The extension a stored file's name gets when its own does not fit its type. */
export const extensionOf = (type: MediaType): string => UPLOAD_MEDIA_TYPES[type].extensions[0];

/** Every spelling of each type's extension that a sanitised name may keep. */
export const extensionAliases = (type: MediaType): ReadonlyArray<string> => UPLOAD_MEDIA_TYPES[type].extensions;
