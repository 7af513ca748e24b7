// The auth forms: their rules and the exact words a person reads (the contract's `errorMessage`s).
// Pure: the UIs call validateForm for inline errors, the commands decode with the same schemas, the server may share them.
import { Schema } from "effect";
import { nameField } from "../forms/fields.ts";
import { EmailField, FORM_MESSAGES, NewPasswordField, typedPasswordField } from "./fields.ts";

export {
  EMAIL_MAX_LENGTH,
  EMAIL_PATTERN,
  EmailField,
  FORM_MESSAGES,
  NewPasswordField,
  PASSWORD_LENGTH,
  passwordLengthText,
} from "./fields.ts";
export { NO_CONTROL_CHARACTERS } from "../forms/fields.ts";
export {
  BUSINESS_TYPES,
  BUSINESS_TYPE_LABELS,
  BusinessRegistrationDataForm,
  BusinessRegistrationForm,
  BusinessTypeField,
  splitBusinessRegistration,
} from "./business-registration-form.ts";
export type {
  BusinessRegistrationDataFormValues,
  BusinessRegistrationFormValues,
  BusinessTypeOption,
} from "./business-registration-form.ts";
export { PasswordChangeForm, PasswordResetForm, PasswordResetRequestForm } from "./password-forms.ts";
export type { PasswordChangeFormValues, PasswordResetFormValues, PasswordResetRequestFormValues } from "./password-forms.ts";

export const TalentSignUpForm = Schema.Struct({
  email: EmailField,
  password: NewPasswordField,
  name: nameField(FORM_MESSAGES.name, 120),
});
export type TalentSignUpFormValues = typeof TalentSignUpForm.Type;

export const SignInForm = Schema.Struct({
  email: EmailField,
  password: typedPasswordField(FORM_MESSAGES.signInPassword),
});
export type SignInFormValues = typeof SignInForm.Type;
