// The Talent sign-up and sign-in forms: their rules and the exact words a person reads (contract's errorMessage).
// Pure: the UIs call validateForm for inline errors, the commands decode with the same schemas, the server may share them.
import { Schema, type SchemaAST } from "effect";

export const FORM_MESSAGES = {
  email: "Please enter a valid e-mail address.",
  password: "Passwords are 8 to 128 characters long.",
  name: "Please enter your name (up to 120 characters).",
  signInPassword: "Please enter your password.",
} as const;

/**
 * An ordinary e-mail address: dot-atom local part, "@", and a domain of at least two labels
 * (letters, digits, inner hyphens). Kept as a plain RegExp so the server and JSON Schema can share it.
 */
export const EMAIL_PATTERN =
  /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?$/;
export const EMAIL_MAX_LENGTH = 254;

type Annotations = { readonly message: string };
type StringChecks = readonly [SchemaAST.Check<string>, ...Array<SchemaAST.Check<string>>];

/** A string field whose every failure, a missing key or a wrong type included, reads `message`. */
const textField = (message: string, checks: (annotations: Annotations) => StringChecks) =>
  Schema.String.annotate({ message })
    .check(...checks({ message }))
    .annotateKey({ messageMissingKey: message });

export const EmailField = textField(FORM_MESSAGES.email, (a) => [
  Schema.isMaxLength(EMAIL_MAX_LENGTH, a),
  Schema.isPattern(EMAIL_PATTERN, a),
]);

export const TalentSignUpForm = Schema.Struct({
  email: EmailField,
  password: textField(FORM_MESSAGES.password, (a) => [Schema.isMinLength(8, a), Schema.isMaxLength(128, a)]),
  name: textField(FORM_MESSAGES.name, (a) => [Schema.isMaxLength(120, a), Schema.isPattern(/\S/, a)]),
});
export type TalentSignUpFormValues = typeof TalentSignUpForm.Type;

export const SignInForm = Schema.Struct({
  email: EmailField,
  password: textField(FORM_MESSAGES.signInPassword, (a) => [Schema.isMinLength(1, a), Schema.isMaxLength(128, a)]),
});
export type SignInFormValues = typeof SignInForm.Type;

/** Field name to the first message for that field; empty when the values pass. */
export type FieldErrors = Readonly<Record<string, string>>;

export const validateForm = <S extends Schema.ConstraintDecoder<unknown>>(
  schema: S,
  values: unknown,
): FieldErrors => {
  const result = Schema.toStandardSchemaV1(schema, { parseOptions: { errors: "all" } })["~standard"].validate(values);
  const errors: Record<string, string> = {};
  if (result instanceof Promise || result.issues === undefined) return errors;
  for (const issue of result.issues) {
    const head = issue.path?.[0];
    const key = typeof head === "object" ? head.key : head;
    const field = key === undefined ? "" : String(key);
    if (!(field in errors)) errors[field] = issue.message;
  }
  return errors;
};
