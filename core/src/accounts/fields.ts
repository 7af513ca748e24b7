// The account fields (e-mail, passwords, tokens, who signs up) with the exact words of the contract's `errorMessage`s.
// Pure: no form here, only its bricks; forms.ts assembles the forms and validateForm reads them. The generic text
// bricks (textField, isMaxChars, ...) are forms/fields.ts.
import { Schema } from "effect";
import { MESSAGES } from "../errors/catalogue.ts";
import { isMaxChars, isMinChars, textField } from "../forms/fields.ts";

/** How long a password may be (characters); the sign-up and password pages state it from here. */
export const PASSWORD_LENGTH = { min: 8, max: 128 } as const;
/** The help text beside a new password field: "8 to 128 characters." */
export const passwordLengthText = `${PASSWORD_LENGTH.min} to ${PASSWORD_LENGTH.max} characters.`;

export const FORM_MESSAGES = {
  email: "Please enter a valid e-mail address.",
  password: `Passwords are ${PASSWORD_LENGTH.min} to ${PASSWORD_LENGTH.max} characters long.`,
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

/** An opaque token handed over by a link or a provider: 1 to `max` characters. */
export const tokenField = (message: string, max: number) =>
  textField(message, (a) => [isMinChars(1, a), isMaxChars(max, a)]);

export const EmailField = textField(FORM_MESSAGES.email, (a) => [
  isMaxChars(EMAIL_MAX_LENGTH, a),
  Schema.isPattern(EMAIL_PATTERN, a),
]);

/** A password being chosen: PASSWORD_LENGTH (8 to 128 characters). */
export const NewPasswordField = textField(FORM_MESSAGES.password, (a) => [
  isMinChars(PASSWORD_LENGTH.min, a),
  isMaxChars(PASSWORD_LENGTH.max, a),
]);

/** A password being typed to prove who one is: anything from 1 to PASSWORD_LENGTH.max characters. */
export const typedPasswordField = (message: string) =>
  textField(message, (a) => [isMinChars(1, a), isMaxChars(PASSWORD_LENGTH.max, a)]);

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
