// The auth forms: their rules and the exact words a person reads (the contract's `errorMessage`s).
// Pure: the UIs call validateForm for inline errors, the commands decode with the same schemas, the server may share them.
import { Schema } from "effect";
import { EmailField, FORM_MESSAGES, NewPasswordField, nameField, typedPasswordField } from "./fields.ts";

export {
  EMAIL_MAX_LENGTH,
  EMAIL_PATTERN,
  EmailField,
  FORM_MESSAGES,
  NewPasswordField,
  NO_CONTROL_CHARACTERS,
} from "./fields.ts";
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

/** Field name to the first message for that field; empty when the values pass. */
export type FieldErrors = Readonly<Record<string, string>>;

/**
 * Works for every form and command input here. A message about a nested field (a command's
 * `registrationData.phone`) is filed under its innermost name ("phone"), as the flat form names it.
 */
export const validateForm = <S extends Schema.ConstraintDecoder<unknown>>(
  schema: S,
  values: unknown,
): FieldErrors => {
  const result = Schema.toStandardSchemaV1(schema, { parseOptions: { errors: "all" } })["~standard"].validate(values);
  const errors: Record<string, string> = {};
  if (result instanceof Promise || result.issues === undefined) return errors;
  for (const issue of result.issues) {
    const last = issue.path?.at(-1);
    const key = typeof last === "object" ? last.key : last;
    const field = key === undefined ? "" : String(key);
    if (!(field in errors)) errors[field] = issue.message;
  }
  return errors;
};
