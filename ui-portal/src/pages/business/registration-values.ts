// The registration form's values as the page keeps them (strings, "" for an unchosen type) and the typed
// business details the commands take. Pure: the rules are core's schemas; this only sorts and converts.
import {
  BUSINESS_TYPES,
  BusinessRegistrationDataForm,
  BusinessRegistrationForm,
  validateForm,
  type BusinessRegistrationDataFormValues,
  type FieldErrors,
} from "@ictm/core";

export type DetailsValues = { [Field in keyof BusinessRegistrationDataFormValues]: string };
export type CredentialsValues = { email: string; password: string };

export const EMPTY_DETAILS: DetailsValues = {
  businessName: "",
  businessType: "",
  registrationNumber: "",
  contactPerson: "",
  phone: "",
  address: "",
};
const DETAIL_FIELDS = Object.keys(EMPTY_DETAILS);

/** The business type options for the select, in the contract's order with their labels. */
export const BUSINESS_TYPE_OPTIONS = BUSINESS_TYPES.map(({ value, label }) => ({ id: value, label }));

export const validateDetails = (values: DetailsValues): FieldErrors => validateForm(BusinessRegistrationDataForm, values);

/** Only the e-mail and password messages of the whole form (the details have their own check). */
export const validateCredentials = (values: CredentialsValues): FieldErrors =>
  pick(validateForm(BusinessRegistrationForm, { ...EMPTY_DETAILS, ...values }), ["email", "password"]);

/** The server's field messages split between the two parts of the form. */
export function splitFieldErrors(errors: FieldErrors): { details: FieldErrors; credentials: FieldErrors } {
  return { details: pick(errors, DETAIL_FIELDS), credentials: pick(errors, ["email", "password"]) };
}

/** The typed details once they pass the rules; null while the type is not one of the contract's. */
export function registrationDataFrom(values: DetailsValues): BusinessRegistrationDataFormValues | null {
  const businessType = BUSINESS_TYPES.find((type) => type.value === values.businessType)?.value;
  return businessType === undefined ? null : { ...values, businessType };
}

/** A kept draft (from a failed LinkedIn registration) over the empty form, known fields only. */
export function detailsFromDraft(draft: Readonly<Record<string, string>> | null): DetailsValues {
  const details = { ...EMPTY_DETAILS };
  if (draft === null) return details;
  for (const field of DETAIL_FIELDS) {
    const value = draft[field];
    if (value !== undefined && isDetailField(field)) details[field] = value;
  }
  return details;
}

function isDetailField(field: string): field is keyof DetailsValues {
  return field in EMPTY_DETAILS;
}

function pick(errors: FieldErrors, fields: readonly string[]): FieldErrors {
  return Object.fromEntries(Object.entries(errors).filter(([field]) => fields.includes(field)));
}
