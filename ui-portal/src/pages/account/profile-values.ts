// A Talent's profile details and privacy settings as their forms hold them (text, "" for none), and back into
// what the commands take. Pure: the rules are core's schemas; this only converts.
import {
  AVAILABILITIES,
  DISTRICTS,
  PROFILE_VISIBILITIES,
  PrivacySettingsForm,
  TalentProfileDetailsForm,
  validateForm,
  type FieldErrors,
  type PrivacySettings,
  type PrivacySettingsFormValues,
  type TalentProfileDetails,
  type TalentProfileDetailsFormValues,
} from "@ictm/core";
import { choiceOf, numberText, parseRequiredWhole, textOrNull } from "../../forms/convert.ts";

export type DetailsValues = { [Field in keyof TalentProfileDetailsFormValues]: string };

export function detailsValuesOf(details: TalentProfileDetails): DetailsValues {
  return {
    name: details.name,
    headline: details.headline,
    summary: details.summary,
    district: details.district ?? "",
    nationality: details.nationality ?? "",
    availability: details.availability,
    yearsOfExperience: numberText(details.yearsOfExperience),
  };
}

/** What the form says, in the schema's shapes; choices not in their lists are left as typed for the schema to refuse. */
const looseDetails = (values: DetailsValues) => ({
  ...values,
  district: textOrNull(values.district),
  nationality: textOrNull(values.nationality),
  yearsOfExperience: parseRequiredWhole(values.yearsOfExperience),
});

export const validateDetails = (values: DetailsValues): FieldErrors => validateForm(TalentProfileDetailsForm, looseDetails(values));

/** The command's input once the values pass; null while a choice is not one of its list. */
export function detailsInputOf(values: DetailsValues): TalentProfileDetailsFormValues | null {
  const availability = choiceOf(AVAILABILITIES, values.availability);
  const district = values.district === "" ? null : choiceOf(DISTRICTS, values.district);
  if (availability === undefined || district === undefined) return null;
  return { ...looseDetails(values), availability, district };
}

export const AVAILABILITY_LABELS: { readonly [A in (typeof AVAILABILITIES)[number]]: string } = {
  immediately: "Immediately",
  "within-one-month": "Within a month",
  "within-three-months": "Within three months",
  "not-looking": "Not looking for work",
};

export type PrivacyValues = Omit<PrivacySettingsFormValues, "profileVisibility"> & { profileVisibility: string };

export function privacyValuesOf(settings: PrivacySettings): PrivacyValues {
  return { ...settings, blockedBusinessKeys: [...settings.blockedBusinessKeys] };
}

export const validatePrivacy = (values: PrivacyValues): FieldErrors => validateForm(PrivacySettingsForm, values);

export function privacyInputOf(values: PrivacyValues): PrivacySettingsFormValues | null {
  const profileVisibility = choiceOf(PROFILE_VISIBILITIES, values.profileVisibility);
  return profileVisibility === undefined ? null : { ...values, profileVisibility };
}

export const VISIBILITY_OPTIONS: ReadonlyArray<{ id: (typeof PROFILE_VISIBILITIES)[number]; label: string; description: string }> = [
  { id: "everyone", label: "Everyone", description: "Anyone who visits the portal can find and read your profile." },
  { id: "signed-in-businesses", label: "Signed-in businesses only", description: "Only businesses signed in to the portal can find your profile." },
  { id: "nobody", label: "Nobody", description: "Your profile is hidden from search and from every business." },
];
