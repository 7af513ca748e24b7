// THE verification request form: the certificate, up to four supporting documents, who asks, and notes; its limits
// and messages. Pure and shared: the UI, the commands and the server all judge with it (never restate a limit).
import { Predicate, Schema } from "effect";
import type { UploadFile } from "../files/upload-file.ts";
import { MAX_SUPPORTING_DOCUMENTS } from "../files/upload-rules.ts";
import { NO_CONTROL_CHARACTERS_BUT_LINE_BREAKS, listField, optionalText, requiredText } from "../forms/fields.ts";

/** Characters (UTF-16 code units, as the form counts them) each text field may hold. */
export const VERIFICATION_LIMITS = { applicantName: 120, applicantPosition: 120, notes: 2000 } as const;

export const VERIFICATION_MESSAGES = {
  registrationCertificate: "Please attach the registration certificate.",
  supportingDocuments: `Please attach at most ${MAX_SUPPORTING_DOCUMENTS} supporting documents.`,
  applicantName: `Please enter your name (up to ${VERIFICATION_LIMITS.applicantName} characters).`,
  applicantPosition: `Please enter your position (up to ${VERIFICATION_LIMITS.applicantPosition} characters).`,
  notes: `Please keep the notes to ${VERIFICATION_LIMITS.notes.toLocaleString("en-GB")} characters.`,
} as const;

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

/** One file to upload; anything else (null, nothing chosen) reads `message`. */
export const uploadFileField = (message: string) =>
  Schema.declare(isUploadFile, { message }).annotate({ message }).annotateKey({ messageMissingKey: message });

/** The text fields, as typed: the server decodes a multipart body's fields with exactly this. */
export const VerificationTextForm = Schema.Struct({
  applicantName: requiredText(VERIFICATION_MESSAGES.applicantName, 1, VERIFICATION_LIMITS.applicantName),
  applicantPosition: requiredText(VERIFICATION_MESSAGES.applicantPosition, 1, VERIFICATION_LIMITS.applicantPosition),
  notes: optionalText(VERIFICATION_MESSAGES.notes, VERIFICATION_LIMITS.notes, NO_CONTROL_CHARACTERS_BUT_LINE_BREAKS),
});
export type VerificationTextValues = typeof VerificationTextForm.Type;

export const VerificationForm = Schema.Struct({
  registrationCertificate: uploadFileField(VERIFICATION_MESSAGES.registrationCertificate),
  supportingDocuments: listField(
    uploadFileField(VERIFICATION_MESSAGES.supportingDocuments),
    MAX_SUPPORTING_DOCUMENTS,
    VERIFICATION_MESSAGES.supportingDocuments,
  ),
  ...VerificationTextForm.fields,
});
export type VerificationFormValues = typeof VerificationForm.Type;

/** How the text is kept once accepted: without the spaces around it. */
export const trimVerificationText = (values: VerificationTextValues): VerificationTextValues => ({
  applicantName: values.applicantName.trim(),
  applicantPosition: values.applicantPosition.trim(),
  notes: values.notes.trim(),
});
