// The verification form's text fields, checked as the contract describes them (multipart bodies are not checked
// by the route's schema): the applicant's name and position (1 to 120 characters) and optional notes (2,000).
import { validationFailed } from "../http/problem.ts";

export interface VerificationFields {
  applicantName: string;
  applicantPosition: string;
  notes: string;
}

export const verificationFieldLimits = { applicantName: 480, applicantPosition: 480, notes: 8000 };

const controlCharacters = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
const oneLine = /[\u0000-\u001f\u007f]/;

export const fieldMessages = {
  applicantName: "Please enter your name (up to 120 characters).",
  applicantPosition: "Please enter your position (up to 120 characters).",
  notes: "Please keep the notes to 2,000 characters.",
};

export function checkVerificationFields(fields: Record<string, string>): VerificationFields {
  const applicantName = (fields["applicantName"] ?? "").trim();
  const applicantPosition = (fields["applicantPosition"] ?? "").trim();
  const notes = (fields["notes"] ?? "").trim();
  const errors: Record<string, string[]> = {};
  if (!isLine(applicantName)) errors["applicantName"] = [fieldMessages.applicantName];
  if (!isLine(applicantPosition)) errors["applicantPosition"] = [fieldMessages.applicantPosition];
  if (Array.from(notes).length > 2000 || controlCharacters.test(notes)) errors["notes"] = [fieldMessages.notes];
  if (Object.keys(errors).length > 0) throw validationFailed(errors);
  return { applicantName, applicantPosition, notes };
}

function isLine(value: string): boolean {
  const length = Array.from(value).length;
  return length >= 1 && length <= 120 && !oneLine.test(value);
}
