// The field rules every form shares, with the exact words of the contract's `errorMessage`s.
// Pure: no form here, only its bricks; forms.ts assembles the forms and validateForm reads them.
import { Schema, type SchemaAST } from "effect";
import { MESSAGES } from "../errors/catalogue.ts";

export const FORM_MESSAGES = {
  email: "Please enter a valid e-mail address.",
  password: "Passwords are 8 to 128 characters long.",
  name: "Please enter your name (up to 120 characters).",
  signInPassword: "Please enter your password.",
  currentPassword: "Please enter your current password.",
  passwordsDoNotMatch: "The passwords do not match.",
  businessName: "Please enter the business name (up to 200 characters).",
  businessType: "Please choose the type of business.",
  registrationNumber: "Please enter the registration number from the business certificate.",
  contactPerson: "Please enter the name of the contact person (up to 120 characters).",
  phone: "Please enter a phone number (digits, spaces, + - and brackets; 7 to 20 characters).",
  address: "Please enter the business address (up to 300 characters).",
  registrationData: "Please fill in the business details.",
  googleCredentials: "Please sign in with Google again.",
  linkedInAccessToken: "Please sign in with LinkedIn again.",
  socialToken: "Please sign in with your provider again.",
  passwordResetToken: MESSAGES.passwordResetLinkInvalid,
  // Core's own words: the contract has no field for these, they only pick the call.
  accountType: "Please choose a Talent or a Business account.",
  method: "Please choose how to sign in.",
} as const;

/**
 * An ordinary e-mail address: dot-atom local part, "@", and a domain of at least two labels
 * (letters, digits, inner hyphens). Kept as a plain RegExp so the server and JSON Schema can share it.
 */
export const EMAIL_PATTERN =
  /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?$/;
export const EMAIL_MAX_LENGTH = 254;

/** The contract's `not: { pattern: '[\u0000-\u001F\u007F]' }`: one line of text without control characters. */
export const NO_CONTROL_CHARACTERS = /^[^\u0000-\u001F\u007F]*$/;
/** The address's variant: line feeds allowed, other control characters not. */
export const NO_CONTROL_CHARACTERS_BUT_NEWLINE = /^[^\u0000-\u0009\u000B-\u001F\u007F]*$/;

type Annotations = { readonly message: string };

/** Characters as JSON Schema and the contract count them: code points, so "😀" is one character, not two. */
const characterCount = (value: string): number => {
  let count = 0;
  for (const _ of value) count += 1;
  return count;
};

/** At least `min` characters (code points, as the contract's minLength). */
export const isMinChars = (min: number, annotations: Annotations) =>
  Schema.makeFilter<string>((value) => (characterCount(value) >= min ? undefined : annotations.message), annotations);

/** At most `max` characters (code points, as the contract's maxLength). */
export const isMaxChars = (max: number, annotations: Annotations) =>
  Schema.makeFilter<string>((value) => (characterCount(value) <= max ? undefined : annotations.message), annotations);
type StringChecks = ReadonlyArray<SchemaAST.Check<string>>;

/** A string field whose every failure, a missing key or a wrong type included, reads `message`. */
export const textField = (message: string, checks: (annotations: Annotations) => StringChecks = () => []) => {
  const [first, ...rest] = checks({ message });
  const base = Schema.String.annotate({ message });
  return (first === undefined ? base : base.check(first, ...rest)).annotateKey({ messageMissingKey: message });
};

/** Text of `min` to `max` characters with at least one that is not a space, e.g. a name. */
export const nameField = (message: string, max: number, noControl: RegExp = NO_CONTROL_CHARACTERS) =>
  textField(message, (a) => [isMaxChars(max, a), Schema.isPattern(/\S/, a), Schema.isPattern(noControl, a)]);

/** An opaque token handed over by a link or a provider: 1 to `max` characters. */
export const tokenField = (message: string, max: number) =>
  textField(message, (a) => [isMinChars(1, a), isMaxChars(max, a)]);

export const EmailField = textField(FORM_MESSAGES.email, (a) => [
  isMaxChars(EMAIL_MAX_LENGTH, a),
  Schema.isPattern(EMAIL_PATTERN, a),
]);

/** A password being chosen: 8 to 128 characters. */
export const NewPasswordField = textField(FORM_MESSAGES.password, (a) => [isMinChars(8, a), isMaxChars(128, a)]);

/** A password being typed to prove who one is: anything from 1 to 128 characters. */
export const typedPasswordField = (message: string) =>
  textField(message, (a) => [isMinChars(1, a), isMaxChars(128, a)]);

/** Which kind of account a call is for; the contract's AccountType. */
export const AccountTypeField = Schema.Literals(["Talent", "Business"])
  .annotate({ message: FORM_MESSAGES.accountType })
  .annotateKey({ messageMissingKey: FORM_MESSAGES.accountType });

/** The Google ID token (a JWT) Google Identity Services handed the page. */
export const GoogleCredentialsField = tokenField(FORM_MESSAGES.googleCredentials, 8192);
/** The access token LinkedIn granted (see exchangeLinkedInCode). */
export const LinkedInAccessTokenField = tokenField(FORM_MESSAGES.linkedInAccessToken, 8192);
/** A Google ID token or a LinkedIn access token, for a Business registration. */
export const SocialTokenField = tokenField(FORM_MESSAGES.socialToken, 8192);
