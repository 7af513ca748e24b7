// The Business registration form: the business details the contract keeps, plus e-mail and password.
// Pure: the words are the contract's `errorMessage`s; labels are how a person reads each business type.
import { Schema } from "effect";
import type { BusinessRegistrationData, BusinessType } from "../model.ts";
import { NO_CONTROL_CHARACTERS_BUT_NEWLINE, PhoneField, isMaxChars, isMinChars, nameField, textField } from "../forms/fields.ts";
import { EmailField, FORM_MESSAGES, NewPasswordField } from "./fields.ts";

/** Every business type of the contract with the words a select shows; the record keeps it exhaustive. */
export const BUSINESS_TYPE_LABELS: { readonly [Type in BusinessType]: string } = {
  "sole-proprietorship": "Sole proprietorship",
  partnership: "Partnership",
  "private-limited": "Private limited company (Sdn Bhd)",
  "public-limited": "Public limited company (Bhd)",
  "foreign-branch": "Branch of a foreign company",
  cooperative: "Cooperative",
  "government-linked": "Government-linked company",
  "non-profit": "Non-profit organisation",
};

export interface BusinessTypeOption {
  readonly value: BusinessType;
  readonly label: string;
}

/** The contract's BusinessType enum in its order; the label record above keeps it exhaustive. */
export const BUSINESS_TYPE_VALUES = [
  "sole-proprietorship",
  "partnership",
  "private-limited",
  "public-limited",
  "foreign-branch",
  "cooperative",
  "government-linked",
  "non-profit",
] as const satisfies ReadonlyArray<BusinessType>;
// Fails the type check when the contract gains a business type this list does not name.
const everyTypeListed: [Exclude<BusinessType, (typeof BUSINESS_TYPE_VALUES)[number]>] extends [never] ? true : never = true;
void everyTypeListed;

/** In the contract's order, for a select. */
export const BUSINESS_TYPES: ReadonlyArray<BusinessTypeOption> = BUSINESS_TYPE_VALUES.map((value) => ({
  value,
  label: BUSINESS_TYPE_LABELS[value],
}));

const businessTypeMessage = { message: FORM_MESSAGES.businessType };
export const BusinessTypeField = Schema.Literals(BUSINESS_TYPE_VALUES)
  .annotate(businessTypeMessage)
  .annotateKey({ messageMissingKey: FORM_MESSAGES.businessType });

/** The contract's BusinessRegistrationData: what a social registration sends besides its token. */
export const BusinessRegistrationDataForm = Schema.Struct({
  businessName: nameField(FORM_MESSAGES.businessName, 200),
  businessType: BusinessTypeField,
  registrationNumber: textField(FORM_MESSAGES.registrationNumber, (a) => [
    isMinChars(2, a),
    isMaxChars(40, a),
    Schema.isPattern(/^[A-Za-z0-9][A-Za-z0-9/ .-]*$/, a),
  ]),
  contactPerson: nameField(FORM_MESSAGES.contactPerson, 120),
  phone: PhoneField(FORM_MESSAGES.phone),
  address: nameField(FORM_MESSAGES.address, 300, NO_CONTROL_CHARACTERS_BUT_NEWLINE),
});
export type BusinessRegistrationDataFormValues = typeof BusinessRegistrationDataForm.Type;

/** The registration details as a field of a call's body: missing or not an object, it reads one message. */
export const RegistrationDataField = BusinessRegistrationDataForm.annotate({ message: FORM_MESSAGES.registrationData }).annotateKey({
  messageMissingKey: FORM_MESSAGES.registrationData,
});

/** The body of a registration by e-mail, as the contract's call takes it (the server checks it with this). */
export const BusinessEmailRegistrationBody = Schema.Struct({
  email: EmailField,
  password: NewPasswordField,
  registrationData: RegistrationDataField,
});

/** The flat form a person fills in to register by e-mail. */
export const BusinessRegistrationForm = Schema.Struct({
  ...BusinessRegistrationDataForm.fields,
  email: EmailField,
  password: NewPasswordField,
});
export type BusinessRegistrationFormValues = typeof BusinessRegistrationForm.Type;

/** The flat form as registerBusiness takes it: `{ method: "email", registrationData, email, password }`. */
export const splitBusinessRegistration = ({ email, password, ...registrationData }: BusinessRegistrationFormValues) => ({
  method: "email" as const,
  registrationData: registrationData satisfies BusinessRegistrationData,
  email,
  password,
});
