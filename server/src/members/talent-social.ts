// Use cases: a Talent signs in or signs up with Google or LinkedIn. A sign-up for an address that already has a
// Talent signs that Talent in; a new Talent is created active, without a password, named as the provider names it.
import { registerMember } from "./register.ts";
import { presentMember, type MemberView } from "./present.ts";
import { identityDisplayName, joinWithIdentity, signInWithIdentity, type SocialCredential } from "./social.ts";
import type { Services } from "../services.ts";

export type TalentSignedIn = { accessToken: string; member: MemberView };

export async function signInTalentWithIdentity(services: Services, input: SocialCredential): Promise<TalentSignedIn> {
  const { accessToken, member } = await signInWithIdentity(services, input, "Talent");
  return { accessToken, member: presentMember(member) };
}

export async function signUpTalentWithIdentity(services: Services, input: SocialCredential): Promise<TalentSignedIn> {
  const { accessToken, member } = await joinWithIdentity(services, input, "Talent", (tx, identity) =>
    registerMember(tx, services, {
      accountType: "Talent",
      email: identity.email,
      name: identityDisplayName(identity),
      passwordHash: null,
      activatedAt: services.clock.now(),
      method: identity.provider,
    }),
  );
  return { accessToken, member: presentMember(member) };
}
