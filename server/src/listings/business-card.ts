// What every vacancy and ICT project shows of its business: name, logo, whether staff verified it, and how to reach
// it (its public contact details). One select shape, joined wherever listings are read, so a list costs one query;
// the contact is a subquery over `businesses`, so any select that has `businesses` in scope can take it.
import { eq, sql } from "drizzle-orm";
import type { components } from "@ictm/openapi/portal.ts";
import { bruneiDateOf } from "@ictm/core/domain";
import { businesses, contactDetails, verificationRequests } from "../db/schema.ts";

export type EmployerContact = components["schemas"]["EmployerContact"];

export interface BusinessCard {
  businessName: string;
  logo: string | null;
  verified: boolean;
  contact: EmployerContact;
}

/**
 * The business's public contact details, as its profile shows them (businesses/profile.ts): the contact details row
 * of its member when there is one, else the phone and address it registered with. Blank text is null. `email` is
 * its optional public e-mail (contact_details.public_email, see EmployerContact); never the sign-in e-mail.
 */
export const employerContactColumn = sql<EmployerContact>`coalesce(
  (select json_build_object(
     'phone', nullif(btrim(${contactDetails.phone}), ''),
     'address', nullif(btrim(${contactDetails.address}), ''),
     'website', nullif(btrim(${contactDetails.website}), ''),
     'linkedinUrl', nullif(btrim(${contactDetails.linkedinUrl}), ''),
     'email', nullif(btrim(${contactDetails.publicEmail}), ''))
   from ${contactDetails} where ${contactDetails.memberId} = ${businesses.memberId}),
  json_build_object(
    'phone', nullif(btrim(${businesses.phone}), ''),
    'address', nullif(btrim(${businesses.address}), ''),
    'website', null, 'linkedinUrl', null, 'email', null))`.mapWith(employerContactOf);

export const businessCardColumns = {
  businessName: businesses.businessName,
  logo: businesses.logo,
  verified: sql<boolean>`coalesce(${verificationRequests.status} = 'approved', false)`,
  contact: employerContactColumn,
};

/** The join condition of the latest (only) verification request, approved or not. */
export const verificationOfBusiness = eq(verificationRequests.businessId, businesses.id);

/** Brunei's calendar date at `now` (YYYY-MM-DD): core's one rule, as closing dates are Brunei dates. */
export const bruneiToday = (now: Date): string => bruneiDateOf(now.getTime());

/** node-postgres and PGlite both parse `json`; a driver that hands back text is parsed here. Missing keys are null. */
function employerContactOf(value: unknown): EmployerContact {
  const parsed: unknown = typeof value === "string" ? JSON.parse(value) : value;
  const entries = new Map<string, unknown>(typeof parsed === "object" && parsed !== null ? Object.entries(parsed) : []);
  const field = (key: keyof EmployerContact): string | null => {
    const found = entries.get(key);
    return typeof found === "string" && found.trim() !== "" ? found : null;
  };
  return { phone: field("phone"), address: field("address"), website: field("website"), linkedinUrl: field("linkedinUrl"), email: field("email") };
}
