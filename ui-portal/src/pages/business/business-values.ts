// The business profile as its form holds it ("" for none) and back into what updateBusinessProfile takes.
// Pure: the rules are core's BusinessProfileForm.
import {
  BUSINESS_TYPES,
  BusinessProfileForm,
  EMPLOYEE_COUNTS,
  validateForm,
  type BusinessProfile,
  type BusinessProfileFormValues,
  type FieldErrors,
} from "@ictm/core";
import { choiceOf, textOrNull } from "../../forms/convert.ts";

export type BusinessProfileValues = { [Field in keyof BusinessProfileFormValues]: string };

export function businessProfileValuesOf(profile: BusinessProfile): BusinessProfileValues {
  return {
    businessName: profile.businessName,
    businessType: profile.businessType,
    contactPerson: profile.contactPerson,
    description: profile.description,
    industry: profile.industry,
    employeeCount: profile.employeeCount ?? "",
  };
}

const loose = (values: BusinessProfileValues) => ({ ...values, employeeCount: textOrNull(values.employeeCount) });

export const validateBusinessProfile = (values: BusinessProfileValues): FieldErrors => validateForm(BusinessProfileForm, loose(values));

export function businessProfileInputOf(values: BusinessProfileValues): BusinessProfileFormValues | null {
  const businessType = BUSINESS_TYPES.find((type) => type.value === values.businessType)?.value;
  const employeeCount = values.employeeCount === "" ? null : choiceOf(EMPLOYEE_COUNTS, values.employeeCount);
  if (businessType === undefined || employeeCount === undefined) return null;
  return { ...values, businessType, employeeCount };
}

export const EMPLOYEE_COUNT_OPTIONS = EMPLOYEE_COUNTS.map((count) => ({ id: count, label: `${count} people` }));
