// The back-office forms: staff sign-in, and a decision on a Business's verification request.
// Pure: the words are the back-office contract's `errorMessage`s.
import { Schema } from "effect";
import { EmailField, FORM_MESSAGES, typedPasswordField } from "../accounts/fields.ts";
import { choiceField, textField } from "../forms/fields.ts";

export const StaffSignInForm = Schema.Struct({
  email: EmailField,
  password: typedPasswordField(FORM_MESSAGES.signInPassword),
});
export type StaffSignInFormValues = typeof StaffSignInForm.Type;

export const DECISION_MESSAGES = {
  decision: "Please choose approve or reject.",
  reason: "Please keep the reason to 1,000 characters.",
  reasonRequired: "Please say why the request is rejected.",
} as const;

export const verificationDecisionFields = {
  decision: choiceField(["approved", "rejected"], DECISION_MESSAGES.decision),
  reason: Schema.optionalKey(textField(DECISION_MESSAGES.reason, (a) => [Schema.isMaxLength(1000, a)])),
};

/** A rejection needs a reason, which the Business reads; an approval may leave it empty. */
export const reasonGivenWhenRejecting = Schema.makeFilter<{ readonly decision: string; readonly reason?: string }>((values) =>
  values.decision === "rejected" && (values.reason ?? "").trim() === ""
    ? { path: ["reason"], issue: DECISION_MESSAGES.reasonRequired }
    : undefined,
);

export const VerificationDecisionForm = Schema.Struct(verificationDecisionFields).check(reasonGivenWhenRejecting);
export type VerificationDecisionFormValues = typeof VerificationDecisionForm.Type;
