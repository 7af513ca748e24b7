// Use case: a Talent signs up with e-mail and password. The account starts unactivated and an activation link
// is mailed; signing in waits for the link to be opened.
import { transact } from "../db/transact.ts";
import { isUniqueViolation } from "../db/errors.ts";
import { refuseKind } from "../http/problem.ts";
import type { Services } from "../services.ts";
import { hashPassword } from "./passwords.ts";
import { presentMember, type MemberView } from "./present.ts";
import { mailActivationLink, registerMember } from "./register.ts";
import { findMemberByEmail, normaliseEmail } from "./store.ts";

export interface TalentSignUp {
  email: string;
  password: string;
  name: string;
}

export async function signUpTalent(services: Services, input: TalentSignUp): Promise<{ member: MemberView; activationRequired: true }> {
  const email = normaliseEmail(input.email);
  const emailTaken = () => refuseKind("email-taken");
  if (await findMemberByEmail(services.orm, email)) throw emailTaken();
  const passwordHash = await hashPassword(input.password);
  try {
    const member = await transact(services.orm, async (tx) => {
      const registered = await registerMember(tx, services, { accountType: "Talent", email, name: input.name.trim(), passwordHash, activatedAt: null });
      await mailActivationLink(tx, services, registered);
      return registered;
    });
    return { member: presentMember(member), activationRequired: true };
  } catch (error) {
    // Two sign-ups with one e-mail at the same moment: the second meets the unique constraint.
    if (isUniqueViolation(error, "members_email_unique")) throw emailTaken();
    throw error;
  }
}
