// What each kind of upload may be: its media types, their file-name extensions and the largest size, and the
// help text that states them. Pure data, the one source for the server's upload policy and the UIs' pre-check.
// Never lists SVG or any type a browser would run: an image with script inside is not an image here.

/** Each media type an upload may have: the name a person reads, and its extensions (the first is canonical). */
export const UPLOAD_MEDIA_TYPES = {
  "image/png": { name: "PNG", extensions: ["png"] },
  "image/jpeg": { name: "JPEG", extensions: ["jpg", "jpeg", "jpe", "jfif"] },
  "image/webp": { name: "WebP", extensions: ["webp"] },
  "application/pdf": { name: "PDF", extensions: ["pdf"] },
} as const satisfies Record<string, { readonly name: string; readonly extensions: readonly [string, ...string[]] }>;

export type UploadMediaType = keyof typeof UPLOAD_MEDIA_TYPES;

/** What an upload is for decides what it may be. */
export type UploadPurpose = "picture" | "logo" | "document" | "signature";

export interface UploadRule {
  readonly maxBytes: number;
  /** Every extension of every accepted media type, lower case. */
  readonly extensions: ReadonlyArray<string>;
  readonly mediaTypes: ReadonlyArray<UploadMediaType>;
}

const MB = 1024 * 1024;

const ruleOf = (mediaTypes: ReadonlyArray<UploadMediaType>, maxBytes: number): UploadRule => ({
  maxBytes,
  mediaTypes,
  extensions: mediaTypes.flatMap((type) => UPLOAD_MEDIA_TYPES[type].extensions),
});

const IMAGE = ruleOf(["image/png", "image/jpeg", "image/webp"], 5 * MB);

/**
 * Pictures and logos: PNG, JPEG or WebP up to 5 MB; documents: PDF, PNG or JPEG up to 10 MB; signature images: PNG or
 * JPEG (what a PDF letter can embed) up to 2 MB.
 */
export const UPLOAD_RULES: Readonly<Record<UploadPurpose, UploadRule>> = {
  picture: IMAGE,
  logo: IMAGE,
  document: ruleOf(["application/pdf", "image/png", "image/jpeg"], 10 * MB),
  signature: ruleOf(["image/png", "image/jpeg"], 2 * MB),
};

/** The largest upload of any purpose: the outer bound of a multipart body's file part. */
export const MAX_UPLOAD_BYTES = Math.max(...Object.values(UPLOAD_RULES).map((rule) => rule.maxBytes));

/** At most this many supporting documents go with a verification request. */
export const MAX_SUPPORTING_DOCUMENTS = 4;

/** "PNG, JPEG or WebP, up to 5 MB": the help text under an upload field, built from the rule it states. */
export const uploadLimitText = (purpose: UploadPurpose): string => {
  const rule = UPLOAD_RULES[purpose];
  const names = rule.mediaTypes.map((type) => UPLOAD_MEDIA_TYPES[type].name);
  const last = names.pop();
  const listed = names.length === 0 ? (last ?? "") : `${names.join(", ")} or ${last ?? ""}`;
  return `${listed}, up to ${megabytes(rule.maxBytes)} MB`;
};

const megabytes = (bytes: number): string => String(Math.round((bytes / MB) * 10) / 10);
