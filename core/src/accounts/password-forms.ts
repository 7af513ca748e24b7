// The password forms: asking for a reset link, choosing a new password from it, and changing it when signed in.
// Pure: a confirmation that differs reads "The passwords do not match." under the confirmation field.
import { Schema } from "effect";
import { textField } from "../forms/fields.ts";
import { EmailField, FORM_MESSAGES, NewPasswordField, PASSWORD_LENGTH, typedPasswordField } from "./fields.ts";

const ConfirmationField = textField(FORM_MESSAGES.passwordsDoNotMatch, (a) => [Schema.isMaxLength(PASSWORD_LENGTH.max, a)]);

/** Runs once every field passed, so a short password is named before a mismatch. */
const confirmationMatches = Schema.makeFilter<{ readonly newPassword: string; readonly confirmation: string }>((values) =>
  values.newPassword === values.confirmation
    ? undefined
    : { path: ["confirmation"], issue: FORM_MESSAGES.passwordsDoNotMatch },
);

export const PasswordResetRequestForm = Schema.Struct({ email: EmailField });
export type PasswordResetRequestFormValues = typeof PasswordResetRequestForm.Type;

/** On the page the mailed link opens; the token and e-mail come from the link, not from this form. */
export const PasswordResetForm = Schema.Struct({
  newPassword: NewPasswordField,
  confirmation: ConfirmationField,
}).check(confirmationMatches);
export type PasswordResetFormValues = typeof PasswordResetForm.Type;

export const PasswordChangeForm = Schema.Struct({
  currentPassword: typedPasswordField(FORM_MESSAGES.currentPassword),
  newPassword: NewPasswordField,
  confirmation: ConfirmationField,
}).check(confirmationMatches);
export type PasswordChangeFormValues = typeof PasswordChangeForm.Type;
