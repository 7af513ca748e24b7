// Use cases: register a Business with e-mail and password (unactivated; activated from the mailed link exactly as
// a Talent), and the step every Business creation shares (e-mail, Google, LinkedIn, the demo seed).
import { randomUUID } from "node:crypto";
import type { components } from "@ictm/openapi/portal.ts";
import type { Tx } from "../db/connect.ts";
import { isUniqueViolation } from "../db/errors.ts";
import type { BusinessRow, MemberRow } from "../db/schema.ts";
import { transact } from "../db/transact.ts";
import { businessStream, memberActor, type SignInMethod } from "../events/vocabulary.ts";
import { recordEvents } from "../events/record.ts";
import { refuseKind } from "../http/problem.ts";
import { hashPassword } from "../members/passwords.ts";
import { presentMember, type MemberView } from "../members/present.ts";
import { mailActivationLink, registerMember } from "../members/register.ts";
import { findMemberByEmail, normaliseEmail } from "../members/store.ts";
import { limitEmailAttempt } from "../rate-limit/limit.ts";
import type { Services } from "../services.ts";
import { insertBusiness } from "./store.ts";

export type RegistrationData = components["schemas"]["BusinessRegistrationData"];

export interface NewBusinessMember {
  email: string;
  passwordHash: string | null;
  activatedAt: Date | null;
  registration: RegistrationData;
  method?: SignInMethod;
  actor?: string;
}

/** Creates a Business member and its business in the caller's transaction, appending both their events. */
export async function createBusinessMember(tx: Tx, services: Services, input: NewBusinessMember): Promise<{ member: MemberRow; business: BusinessRow }> {
  const { registration, actor, ...account } = input;
  const now = services.clock.now();
  // The member's name is the business name: the account acts for the business, so the portal's header, the
  // sign-in answer and every mail name the business. The contact person stays on the business record.
  const member = await registerMember(tx, services, { accountType: "Business", name: registration.businessName.trim(), ...account, ...(actor ? { actor } : {}) });
  const business = await insertBusiness(tx, {
    id: randomUUID(),
    memberId: member.id,
    businessName: registration.businessName.trim(),
    businessType: registration.businessType,
    registrationNumber: registration.registrationNumber.trim().toUpperCase(),
    contactPerson: registration.contactPerson.trim(),
    phone: registration.phone.trim(),
    address: registration.address.trim(),
    createdAt: now,
  });
  const { businessName, businessType, registrationNumber } = business;
  await recordEvents(tx, businessStream(business.id), [{ type: "v1.BusinessRegistered", payload: { memberKey: member.id, businessName, businessType, registrationNumber } }], { actor: actor ?? memberActor(member.id), at: now });
  return { member, business };
}

export interface EmailRegistration {
  email: string;
  password: string;
  registrationData: RegistrationData;
  clientAddress: string;
}

export async function registerBusinessWithEmail(services: Services, input: EmailRegistration): Promise<{ member: MemberView; activationRequired: true }> {
  const email = normaliseEmail(input.email);
  // Each registration mails an activation link, so it counts against the activation-mail limit.
  const limit = services.config.limits.activationMail;
  await limitEmailAttempt(services, { kind: "activation-mail", limit, email, clientAddress: input.clientAddress }, "too-many-requests");

  const emailTaken = () => refuseKind("email-taken");
  if (await findMemberByEmail(services.orm, email)) throw emailTaken();
  const passwordHash = await hashPassword(input.password);
  try {
    const member = await transact(services.orm, async (tx) => {
      const created = await createBusinessMember(tx, services, { email, passwordHash, activatedAt: null, registration: input.registrationData });
      await mailActivationLink(tx, services, created.member);
      return created.member;
    });
    return { member: presentMember(member), activationRequired: true };
  } catch (error) {
    if (isUniqueViolation(error, "members_email_unique")) throw emailTaken();
    throw error;
  }
}
