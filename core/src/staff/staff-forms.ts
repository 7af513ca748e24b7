// The back-office forms: staff sign-in, password reset, creating staff and their roles, and a decision on a
// Business's verification request. Pure: the words are the back-office contract's `errorMessage`s.
import { Schema } from "effect";
import { EmailField, FORM_MESSAGES, NewPasswordField, typedPasswordField } from "../accounts/fields.ts";
import { PasswordResetForm } from "../accounts/password-forms.ts";
import { choiceField, nameField, textField } from "../forms/fields.ts";
import { STAFF_ROLES, isStaffRole, type StaffRole } from "./roles.ts";
import { STAFF_MESSAGES } from "./staff-rules.ts";

export const StaffSignInForm = Schema.Struct({
  email: EmailField,
  password: typedPasswordField(FORM_MESSAGES.signInPassword),
});
export type StaffSignInFormValues = typeof StaffSignInForm.Type;

/** "Forgot password" on the back-office sign-in page. */
export const StaffPasswordResetRequestForm = Schema.Struct({ email: EmailField });
export type StaffPasswordResetRequestFormValues = typeof StaffPasswordResetRequestForm.Type;

/** On `/backoffice/reset-password?token=…`: the new password twice (the token comes from the link). */
export const StaffPasswordResetForm = PasswordResetForm;
export type StaffPasswordResetFormValues = typeof StaffPasswordResetForm.Type;

const isRoleList = (input: unknown): input is StaffRole[] =>
  Array.isArray(input) &&
  input.length >= 1 &&
  input.length <= STAFF_ROLES.length &&
  new Set(input).size === input.length &&
  input.every((role) => typeof role === "string" && isStaffRole(role));

/** One to four different roles; any failure (none, a repeat, an unknown role) reads one message on the field. */
export const StaffRolesField = Schema.declare(isRoleList)
  .annotate({ message: STAFF_MESSAGES.roles })
  .annotateKey({ messageMissingKey: STAFF_MESSAGES.roles });

export const StaffNameField = nameField(STAFF_MESSAGES.name, 120);

/** An administrator creates a staff account; without a password the new member is mailed a link to choose one. */
export const NewStaffForm = Schema.Struct({
  email: EmailField,
  name: StaffNameField,
  roles: StaffRolesField,
  password: Schema.optionalKey(NewPasswordField),
});
export type NewStaffFormValues = typeof NewStaffForm.Type;

export const StaffRolesForm = Schema.Struct({ roles: StaffRolesField });
export type StaffRolesFormValues = typeof StaffRolesForm.Type;

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
