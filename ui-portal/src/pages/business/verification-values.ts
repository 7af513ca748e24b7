// The verification request as its form holds it (the files picked, who asks, notes) and back into what
// submitBusinessVerification takes. Pure: the rules are core's VerificationForm and checkUploadFiles.
import { MAX_SUPPORTING_DOCUMENTS, VerificationForm, validateForm, type FieldErrors, type VerificationFormValues } from "@ictm/core";
import type { PickedFile } from "@ictm/ui-kit";

export type VerificationValues = {
  registrationCertificate: PickedFile | null;
  supportingDocuments: PickedFile[];
  applicantName: string;
  applicantPosition: string;
  notes: string;
};

export const EMPTY_VERIFICATION: VerificationValues = {
  registrationCertificate: null,
  supportingDocuments: [],
  applicantName: "",
  applicantPosition: "",
  notes: "",
};

const filesOf = (values: VerificationValues) => ({
  ...values,
  registrationCertificate: values.registrationCertificate?.file ?? null,
  supportingDocuments: values.supportingDocuments.map((picked) => picked.file),
});

export const validateVerification = (values: VerificationValues): FieldErrors => validateForm(VerificationForm, filesOf(values));

export function verificationInputOf(values: VerificationValues): VerificationFormValues | null {
  const input = filesOf(values);
  return input.registrationCertificate === null ? null : { ...input, registrationCertificate: input.registrationCertificate };
}

export { MAX_SUPPORTING_DOCUMENTS };

let picks = 0;
/** A picked file with a key of its own for the list. */
export const pickedFile = (file: File): PickedFile => ({ id: `file-${++picks}`, file });
