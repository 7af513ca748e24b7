// Use cases: a Business reads its own profile (details, contact details, logo, latest verification request) and
// changes it; the registration number changes only through verification. `isVerified` is true only when staff
// approved the latest request.
import { eq } from "drizzle-orm";
import type { components } from "@ictm/openapi/portal.ts";
import type { Queryable } from "../db/connect.ts";
import { businesses, type BusinessRow, type MemberRow } from "../db/schema.ts";
import { transact } from "../db/transact.ts";
import { businessStream, memberActor } from "../events/vocabulary.ts";
import { recordEvents } from "../events/record.ts";
import { findContactDetails, noContactDetails, presentContactDetails } from "../talents/contact-store.ts";
import type { Services } from "../services.ts";
import { presentVerification } from "../verification/present.ts";
import { findVerification } from "../verification/store.ts";
import { lockBusiness } from "./store.ts";

export type BusinessProfileView = components["schemas"]["BusinessProfile"];
type ProfileUpdate = components["schemas"]["BusinessProfileUpdate"];

export async function readBusinessProfile(db: Queryable, member: MemberRow, business: BusinessRow): Promise<BusinessProfileView> {
  const verification = await findVerification(db, business.id);
  const registered = { ...noContactDetails, phone: business.phone, address: business.address };
  return {
    key: business.id,
    email: member.email,
    businessName: business.businessName,
    businessType: business.businessType,
    registrationNumber: business.registrationNumber,
    contactPerson: business.contactPerson,
    description: business.description,
    industry: business.industry,
    employeeCount: business.employeeCount,
    contactDetails: presentContactDetails(await findContactDetails(db, member.id), registered),
    logo: business.logo,
    verification: verification ? presentVerification(verification) : null,
    isVerified: verification?.request.status === "approved",
    createdAt: business.createdAt.toISOString(),
  };
}

export async function updateBusinessProfile(services: Services, member: MemberRow, businessId: string, input: ProfileUpdate): Promise<BusinessProfileView> {
  const now = services.clock.now();
  const change = {
    businessName: input.businessName.trim(),
    businessType: input.businessType,
    contactPerson: input.contactPerson.trim(),
    description: input.description.trim(),
    industry: input.industry.trim(),
    employeeCount: input.employeeCount,
  };
  const business = await transact(services.orm, async (tx) => {
    if (!(await lockBusiness(tx, businessId))) throw new Error(`The business ${businessId} is gone`);
    const [updated] = await tx.update(businesses).set({ ...change, updatedAt: now }).where(eq(businesses.id, businessId)).returning();
    if (!updated) throw new Error(`The business ${businessId} was not updated`);
    await recordEvents(tx, businessStream(businessId), [{ type: "v2.BusinessProfileChanged", payload: change }], { actor: memberActor(member.id), at: now });
    return updated;
  });
  return readBusinessProfile(services.orm, member, business);
}
