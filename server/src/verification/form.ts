// Adapter: core's verification form (THE form, @ictm/core/domain) judges a multipart request's parts, and its
// verdict becomes the 400 problem naming each field. Never states a limit or a message of its own.
import { formVerdict, MAX_SUPPORTING_DOCUMENTS, trimVerificationText, VERIFICATION_LIMITS, VERIFICATION_MESSAGES, VerificationTextForm, type VerificationTextValues } from "@ictm/core/domain";
import { refuseUnsafeFields, type FormSpec } from "../files/receive.ts";
import { validationFailed } from "../http/problem.ts";

export const certificateField = "registrationCertificate";
export const supportingField = "supportingDocuments";

/**
 * What the multipart reader lets through. Text fields: 4 bytes a character of the form's limit, room for any
 * text the form accepts and for a slightly longer one, which the form then refuses by name (400, not 413).
 * One supporting document more than allowed is read, so that too is refused by name.
 */
export const verificationUploadLimits: Pick<FormSpec, "files" | "fields"> = {
  files: { [certificateField]: 1, [supportingField]: MAX_SUPPORTING_DOCUMENTS + 1 },
  fields: {
    applicantName: 4 * VERIFICATION_LIMITS.applicantName,
    applicantPosition: 4 * VERIFICATION_LIMITS.applicantPosition,
    notes: 4 * VERIFICATION_LIMITS.notes,
  },
};

/** The text fields as kept (trimmed), when the form accepts the parts; otherwise throws the 400 problem. */
export function checkVerificationParts(fields: Readonly<Record<string, string>>, files: { certificates: number; supporting: number }): VerificationTextValues {
  const values = { applicantName: asTyped(fields["applicantName"]), applicantPosition: asTyped(fields["applicantPosition"]), notes: asTyped(fields["notes"]) };
  const errors: Record<string, string[]> = {};
  if (files.certificates !== 1) errors[certificateField] = [VERIFICATION_MESSAGES.registrationCertificate];
  if (files.supporting > MAX_SUPPORTING_DOCUMENTS) errors[supportingField] = [VERIFICATION_MESSAGES.supportingDocuments];
  for (const [field, messages] of Object.entries(formVerdict(VerificationTextForm, values))) errors[field] = [...messages];
  if (Object.keys(errors).length > 0) throw validationFailed(errors);
  refuseUnsafeFields(fields);
  return trimVerificationText(values);
}

/**
 * A part's text as the person typed it. Multipart encoding (browsers, Node's fetch) sends every line break as
 * CR LF; the form counts a line break as one character, as the text area showed it, so CR LF reads back as LF.
 * A part left out is empty (the contract's `notes` is optional; an empty name is refused by the form).
 */
const asTyped = (value: string | undefined): string => (value ?? "").replace(/\r\n/g, "\n");
