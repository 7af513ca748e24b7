// Contact details as their form holds them ("" for none) and back (null for none), for a Talent and a
// Business alike (only a Business's form shows the public e-mail; a Talent's sends none). Pure: the rules are core's
// ContactDetailsForm.
import { ContactDetailsForm, validateForm, type ContactDetails, type ContactDetailsFormValues, type FieldErrors } from "@ictm/core";
import { textOrNull } from "../../forms/convert.ts";

export type ContactValues = { [Field in keyof ContactDetailsFormValues]-?: string };

export function contactValuesOf(details: ContactDetails): ContactValues {
  return {
    phone: details.phone ?? "",
    address: details.address ?? "",
    website: details.website ?? "",
    linkedinUrl: details.linkedinUrl ?? "",
    githubUrl: details.githubUrl ?? "",
    publicEmail: details.publicEmail ?? "",
  };
}

export function contactInputOf(values: ContactValues): ContactDetailsFormValues {
  return {
    phone: textOrNull(values.phone.trim()),
    address: textOrNull(values.address),
    website: textOrNull(values.website.trim()),
    linkedinUrl: textOrNull(values.linkedinUrl.trim()),
    githubUrl: textOrNull(values.githubUrl.trim()),
    publicEmail: textOrNull(values.publicEmail.trim()),
  };
}

export const validateContact = (values: ContactValues): FieldErrors => validateForm(ContactDetailsForm, contactInputOf(values));
