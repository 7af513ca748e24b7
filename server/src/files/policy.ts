// What each kind of upload accepts. The type is always the one `detectType` reads from the bytes; a name or a
// declared type is never trusted. SVG (script inside an image) and everything else are simply not listed.
import type { filePurposes, mediaTypes } from "../db/schema.ts";

export type MediaType = (typeof mediaTypes)[number];
export type FilePurpose = (typeof filePurposes)[number];

export interface UploadPolicy {
  accepts: readonly MediaType[];
  /** Largest accepted file, in bytes. */
  maxBytes: number;
  /** Images must decode completely, within `maxSide` pixels a side and `maxPixels` in all. */
  maxSide: number;
  maxPixels: number;
}

const megabytes = (count: number) => count * 1024 * 1024;

/** Profile pictures and logos. */
export const picturePolicy: UploadPolicy = {
  accepts: ["image/png", "image/jpeg", "image/webp"],
  maxBytes: megabytes(5),
  maxSide: 8000,
  maxPixels: 40_000_000,
};

/** Documents, such as the business registration certificate of a verification request. */
export const documentPolicy: UploadPolicy = {
  accepts: ["application/pdf", "image/png", "image/jpeg"],
  maxBytes: megabytes(10),
  maxSide: 8000,
  maxPixels: 40_000_000,
};

export const extensionOf: Record<MediaType, string> = {
  "image/png": "png",
  "image/jpeg": "jpg",
  "image/webp": "webp",
  "application/pdf": "pdf",
};

/** Other spellings of each type's extension that a sanitised name may keep. */
export const extensionAliases: Record<MediaType, readonly string[]> = {
  "image/png": ["png"],
  "image/jpeg": ["jpg", "jpeg", "jpe", "jfif"],
  "image/webp": ["webp"],
  "application/pdf": ["pdf"],
};
