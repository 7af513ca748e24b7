// Use cases: a Business signs in (e-mail and password, Google, LinkedIn) or registers through a provider; every
// answer carries the access token, the member and its business.
import { joinWithIdentity, signInWithIdentity, type SocialCredential } from "../members/social.ts";
import { signInWithPassword, type EmailSignIn } from "../members/sign-in.ts";
import type { Services } from "../services.ts";
import { presentBusinessSignIn, type BusinessSignInView } from "./present.ts";
import { createBusinessMember, type RegistrationData } from "./register.ts";
import { requireBusinessOfMember } from "./store.ts";

export async function signInBusinessWithEmail(services: Services, input: EmailSignIn): Promise<BusinessSignInView> {
  const signedIn = await signInWithPassword(services, input, "Business");
  return presentBusinessSignIn(signedIn, await requireBusinessOfMember(services.orm, signedIn.member.id));
}

export async function signInBusinessWithIdentity(services: Services, input: SocialCredential): Promise<BusinessSignInView> {
  const signedIn = await signInWithIdentity(services, input, "Business");
  return presentBusinessSignIn(signedIn, await requireBusinessOfMember(services.orm, signedIn.member.id));
}

/**
 * Registers an active Business for the provider's verified address and signs it in. When that address already
 * has a Business, this signs it in (activating it if it waited for its mail) and keeps its registered details.
 */
export async function registerBusinessWithIdentity(services: Services, input: SocialCredential & { registrationData: RegistrationData }): Promise<BusinessSignInView> {
  const { registrationData, ...credential } = input;
  const signedIn = await joinWithIdentity(services, credential, "Business", async (tx, identity) => {
    const { member } = await createBusinessMember(tx, services, {
      email: identity.email,
      passwordHash: null,
      activatedAt: services.clock.now(),
      registration: registrationData,
      method: identity.provider,
    });
    return member;
  });
  return presentBusinessSignIn(signedIn, await requireBusinessOfMember(services.orm, signedIn.member.id));
}
