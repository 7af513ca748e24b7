// What every vacancy and ICT project shows of its business: name, logo and whether staff verified it. One
// select shape, joined wherever listings are read, so a list costs one query.
import { eq, sql } from "drizzle-orm";
import { bruneiDateOf } from "@ictm/core/domain";
import { businesses, verificationRequests } from "../db/schema.ts";

export interface BusinessCard {
  businessName: string;
  logo: string | null;
  verified: boolean;
}

export const businessCardColumns = {
  businessName: businesses.businessName,
  logo: businesses.logo,
  verified: sql<boolean>`coalesce(${verificationRequests.status} = 'approved', false)`,
};

/** The join condition of the latest (only) verification request, approved or not. */
export const verificationOfBusiness = eq(verificationRequests.businessId, businesses.id);

/** Brunei's calendar date at `now` (YYYY-MM-DD): core's one rule, as closing dates are Brunei dates. */
export const bruneiToday = (now: Date): string => bruneiDateOf(now.getTime());
