// The verification request form: the certificate, up to four supporting documents, who asks, and notes.
// Pure: files are checked for presence and count here; checkUploadFiles checks their names, types and sizes.
import { Predicate, Schema } from "effect";
import { MAX_SUPPORTING_DOCUMENTS, type UploadFile } from "../files/upload-file.ts";
import { NO_CONTROL_CHARACTERS_BUT_LINE_BREAKS, listField, optionalText, requiredText } from "../forms/fields.ts";

export const VERIFICATION_MESSAGES = {
  registrationCertificate: "Please attach the registration certificate.",
  supportingDocuments: `Please attach at most ${MAX_SUPPORTING_DOCUMENTS} supporting documents.`,
  applicantName: "Please enter your name (up to 120 characters).",
  applicantPosition: "Please enter your position (up to 120 characters).",
  notes: "Please keep the notes to 2,000 characters.",
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

export const VerificationForm = Schema.Struct({
  registrationCertificate: uploadFileField(VERIFICATION_MESSAGES.registrationCertificate),
  supportingDocuments: listField(
    uploadFileField(VERIFICATION_MESSAGES.supportingDocuments),
    MAX_SUPPORTING_DOCUMENTS,
    VERIFICATION_MESSAGES.supportingDocuments,
  ),
  applicantName: requiredText(VERIFICATION_MESSAGES.applicantName, 1, 120),
  applicantPosition: requiredText(VERIFICATION_MESSAGES.applicantPosition, 1, 120),
  notes: optionalText(VERIFICATION_MESSAGES.notes, 2000, NO_CONTROL_CHARACTERS_BUT_LINE_BREAKS),
});
export type VerificationFormValues = typeof VerificationForm.Type;
