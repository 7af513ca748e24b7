// The Business's own profile form (the registration number changes only through a verification request).
// Pure: the contract's exact words; the UIs call validateForm, updateBusinessProfile decodes with it.
import { Schema } from "effect";
import { FORM_MESSAGES } from "../accounts/fields.ts";
import { BusinessTypeField } from "../accounts/business-registration-form.ts";
import { NO_CONTROL_CHARACTERS_BUT_LINE_BREAKS, choiceField, nullable, optionalText, requiredText } from "../forms/fields.ts";

export const EMPLOYEE_COUNTS = ["1-9", "10-49", "50-249", "250-999", "1000+"] as const;
const EMPLOYEE_COUNT_MESSAGE = "Please choose the number of employees.";

export const BusinessProfileForm = Schema.Struct({
  businessName: requiredText(FORM_MESSAGES.businessName, 1, 200),
  businessType: BusinessTypeField,
  contactPerson: requiredText(FORM_MESSAGES.contactPerson, 1, 120),
  description: optionalText("Please keep the description to 5,000 characters.", 5000, NO_CONTROL_CHARACTERS_BUT_LINE_BREAKS),
  industry: optionalText("Please keep the industry to 120 characters.", 120),
  employeeCount: nullable(choiceField(EMPLOYEE_COUNTS, EMPLOYEE_COUNT_MESSAGE), EMPLOYEE_COUNT_MESSAGE),
});
export type BusinessProfileFormValues = typeof BusinessProfileForm.Type;
