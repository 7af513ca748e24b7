// A Talent's profile details, contact details and privacy settings forms, with the contract's exact words.
// Pure: the UIs call validateForm for inline errors; the commands decode with the same schemas.
import { Schema } from "effect";
import { MESSAGES } from "../errors/catalogue.ts";
import { EmailField, FORM_MESSAGES } from "../accounts/fields.ts";
import {
  DistrictField,
  NO_CONTROL_CHARACTERS_BUT_LINE_BREAKS,
  NO_CONTROL_CHARACTERS_BUT_NEWLINE,
  WebAddressField,
  booleanField,
  choiceField,
  isMaxChars,
  listField,
  nullable,
  numberField,
  optionalText,
  requiredText,
  textField,
} from "../forms/fields.ts";

export const AVAILABILITIES = ["immediately", "within-one-month", "within-three-months", "not-looking"] as const;
export const PROFILE_VISIBILITIES = ["everyone", "signed-in-businesses", "nobody"] as const;

export const TalentProfileDetailsForm = Schema.Struct({
  name: requiredText(FORM_MESSAGES.name, 1, 120),
  headline: optionalText("Please keep the headline to 120 characters.", 120),
  summary: optionalText("Please keep the summary to 2,000 characters.", 2000, NO_CONTROL_CHARACTERS_BUT_LINE_BREAKS),
  district: nullable(DistrictField, "Please choose a district."),
  /** A country key from the reference data (two letters). */
  nationality: nullable(textField(MESSAGES.unknownCountry, (a) => [isMaxChars(2, a)]), MESSAGES.unknownCountry),
  availability: choiceField(AVAILABILITIES, "Please choose when you are available."),
  yearsOfExperience: numberField("Please enter years of experience from 0 to 60.", 0, 60, true),
});
export type TalentProfileDetailsFormValues = typeof TalentProfileDetailsForm.Type;

const PHONE_MESSAGE = "Please enter a phone number (digits, spaces, + - and brackets; 7 to 20 characters).";
const ADDRESS_MESSAGE = "Please keep the address to 300 characters.";

/**
 * A Talent's or a Business's contact details: every field may be null. `publicEmail` (a Business's "Public e-mail",
 * the employer contact's e-mail, never its sign-in e-mail) may also be left out; the server ignores a Talent's.
 */
export const ContactDetailsForm = Schema.Struct({
  phone: nullable(textField(PHONE_MESSAGE, (a) => [isMaxChars(20, a), Schema.isPattern(/^\+?[0-9 ()-]{7,20}$/, a)]), PHONE_MESSAGE),
  address: nullable(optionalText(ADDRESS_MESSAGE, 300, NO_CONTROL_CHARACTERS_BUT_NEWLINE), ADDRESS_MESSAGE),
  website: WebAddressField,
  linkedinUrl: WebAddressField,
  githubUrl: WebAddressField,
  publicEmail: Schema.optionalKey(nullable(EmailField, FORM_MESSAGES.email)),
});
export type ContactDetailsFormValues = typeof ContactDetailsForm.Type;

const BLOCKED_MESSAGE = "Please block up to 200 different businesses.";
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const PrivacySettingsForm = Schema.Struct({
  profileVisibility: choiceField(PROFILE_VISIBILITIES, "Please choose who can see your profile."),
  showContactDetails: booleanField("Please choose whether to show your contact details."),
  showResume: booleanField("Please choose whether to show your resume."),
  blockedBusinessKeys: listField(textField(BLOCKED_MESSAGE, (a) => [Schema.isPattern(UUID, a)]), 200, BLOCKED_MESSAGE, true),
});
export type PrivacySettingsFormValues = typeof PrivacySettingsForm.Type;
