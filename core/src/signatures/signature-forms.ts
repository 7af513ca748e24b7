// The e-signature forms: a signatory (name, title, active or not; the image is uploaded on its own) and the reason
// for revoking a signing key or a signed letter. Pure; the limits are signature-rules.ts's, the words the contract's
// `errorMessage`s (SignatoryInput, RevocationInput), so the server and the screens refuse alike.
import { Schema } from "effect";
import { booleanField, NO_CONTROL_CHARACTERS, nameField } from "../forms/fields.ts";
import { REVOCATION_REASON_MAX, SIGNATORY_LIMITS, SIGNATURE_MESSAGES } from "./signature-rules.ts";

export const SIGNATURE_LABELS = {
  name: "Name",
  title: "Title",
  isActive: "Active",
  image: "Signature image",
  reason: "Reason",
} as const;

export const SIGNATURE_FORM_MESSAGES = {
  name: `Please enter the signatory's name (up to ${SIGNATORY_LIMITS.name} characters).`,
  title: `Please enter the signatory's title (up to ${SIGNATORY_LIMITS.title} characters).`,
  isActive: "Please say whether the signatory is active.",
  reasonRequired: SIGNATURE_MESSAGES.reasonRequired,
  reasonTooLong: `Please say why, in up to ${REVOCATION_REASON_MAX} characters on one line.`,
} as const;

/** An administrator adds or changes a signatory; only an active one signs new letters. */
export const SignatoryForm = Schema.Struct({
  name: nameField(SIGNATURE_FORM_MESSAGES.name, SIGNATORY_LIMITS.name),
  title: nameField(SIGNATURE_FORM_MESSAGES.title, SIGNATORY_LIMITS.title),
  isActive: booleanField(SIGNATURE_FORM_MESSAGES.isActive),
});
export type SignatoryValues = typeof SignatoryForm.Type;

const reasonProblem = (value: string): string | undefined => {
  const reason = value.trim();
  if (reason === "") return SIGNATURE_FORM_MESSAGES.reasonRequired;
  return [...reason].length > REVOCATION_REASON_MAX || !NO_CONTROL_CHARACTERS.test(reason) ? SIGNATURE_FORM_MESSAGES.reasonTooLong : undefined;
};

/** Why a signing key or a letter is revoked: required, one line of up to 500 characters (shown to whoever verifies). */
export const RevocationReasonField = Schema.String.annotate({ message: SIGNATURE_FORM_MESSAGES.reasonRequired })
  .check(Schema.makeFilter<string>(reasonProblem))
  .annotateKey({ messageMissingKey: SIGNATURE_FORM_MESSAGES.reasonRequired });

export const RevocationForm = Schema.Struct({ reason: RevocationReasonField });
export type RevocationValues = typeof RevocationForm.Type;
