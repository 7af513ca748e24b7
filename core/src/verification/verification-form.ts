// THE verification request form: the certificate, up to four supporting documents, who asks, and notes; its limits
// and messages. Pure and shared: the UI, the commands and the server all judge with it (never restate a limit).
import { Schema } from "effect";
import { MAX_SUPPORTING_DOCUMENTS } from "../files/upload-rules.ts";
import { NO_CONTROL_CHARACTERS_BUT_LINE_BREAKS, listField, optionalText, requiredText } from "../forms/fields.ts";
import { uploadFileField } from "../forms/upload-field.ts";

/** Characters (UTF-16 code units, as the form counts them) each text field may hold. */
export const VERIFICATION_LIMITS = { applicantName: 120, applicantPosition: 120, notes: 2000 } as const;

export const VERIFICATION_MESSAGES = {
  registrationCertificate: "Please attach the registration certificate.",
  supportingDocuments: `Please attach at most ${MAX_SUPPORTING_DOCUMENTS} supporting documents.`,
  applicantName: `Please enter your name (up to ${VERIFICATION_LIMITS.applicantName} characters).`,
  applicantPosition: `Please enter your position (up to ${VERIFICATION_LIMITS.applicantPosition} characters).`,
  notes: `Please keep the notes to ${VERIFICATION_LIMITS.notes.toLocaleString("en-GB")} characters.`,
} as const;

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
