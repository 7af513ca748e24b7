// Businesses as the portal contract shows them, and the answer of every Business sign-in. Only these functions
// turn rows into answers.
import type { components } from "@ictm/openapi/portal.ts";
import type { BusinessRow } from "../db/schema.ts";
import { presentMember, type MemberView } from "../members/present.ts";
import type { SignedIn } from "../members/sign-in.ts";

export type BusinessView = components["schemas"]["Business"];
export type BusinessSignInView = components["schemas"]["BusinessSignInResult"];

export function presentBusiness(row: BusinessRow): BusinessView {
  return {
    key: row.id,
    businessName: row.businessName,
    businessType: row.businessType,
    registrationNumber: row.registrationNumber,
    contactPerson: row.contactPerson,
    phone: row.phone,
    address: row.address,
    logo: row.logo,
    createdAt: row.createdAt.toISOString(),
  };
}

export function presentBusinessSignIn(signedIn: SignedIn, business: BusinessRow): BusinessSignInView {
  const member: MemberView = presentMember(signedIn.member);
  return { accessToken: signedIn.accessToken, member, business: presentBusiness(business) };
}
