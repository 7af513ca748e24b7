// Use cases: signing in and joining with a verified Google or LinkedIn identity. The provider has proven the
// address, so joining signs in at once and an account still waiting for its activation mail becomes active.
// One e-mail is one account: an identity whose address belongs to the other account type is refused (409).
import type { Tx } from "../db/connect.ts";
import { isUniqueViolation } from "../db/errors.ts";
import type { AccountType, MemberRow } from "../db/schema.ts";
import { transact } from "../db/transact.ts";
import { memberActor, memberStream } from "../events/vocabulary.ts";
import { recordEvents } from "../events/record.ts";
import { refuseKind } from "../http/problem.ts";
import type { Provider, VerifiedIdentity } from "../identity/providers.ts";
import { limitAttempt } from "../rate-limit/limit.ts";
import type { Services } from "../services.ts";
import { startSession, type SignedIn } from "./sign-in.ts";
import { findMemberByEmail, lockMember, markActivated } from "./store.ts";

export interface SocialCredential {
  provider: Provider;
  /** A Google ID token or a LinkedIn access token. */
  credential: string;
  clientAddress: string;
}

/** Creates the member (and whatever belongs to it) for an identity that has no account yet. */
export type CreateMember = (tx: Tx, identity: VerifiedIdentity) => Promise<MemberRow>;

/** Signs in the member of this account type who has the identity's address. */
export async function signInWithIdentity(services: Services, input: SocialCredential, accountType: AccountType): Promise<SignedIn> {
  const identity = await verifyIdentity(services, input);
  return transact(services.orm, async (tx) => {
    const found = await findMemberByEmail(tx, identity.email);
    if (!found) throw refuseKind("no-account-yet");
    return admit(tx, services, found, accountType, identity);
  });
}

/** Signs in the member who has the identity's address, or creates one with `create` and signs it in. */
export async function joinWithIdentity(services: Services, input: SocialCredential, accountType: AccountType, create: CreateMember): Promise<SignedIn> {
  const identity = await verifyIdentity(services, input);
  const attempt = () =>
    transact(services.orm, async (tx) => {
      const found = await findMemberByEmail(tx, identity.email);
      if (found) return admit(tx, services, found, accountType, identity);
      return startSession(tx, services, await create(tx, identity), identity.provider);
    });
  try {
    return await attempt();
  } catch (error) {
    // Two first visits with one address at the same moment: the second finds the first's account and signs in.
    if (isUniqueViolation(error, "members_email_unique")) return attempt();
    throw error;
  }
}

/** The name to give a member created from an identity: the provider's, else the address before the @. */
export function identityDisplayName(identity: VerifiedIdentity): string {
  return identity.name ?? identity.email.split("@")[0] ?? identity.email;
}

async function verifyIdentity(services: Services, input: SocialCredential): Promise<VerifiedIdentity> {
  const { perClient, windowMs } = services.config.limits.socialSignIn;
  const buckets = [{ by: "client", value: input.clientAddress, limit: perClient }];
  await limitAttempt(services, { kind: "social-sign-in", windowMs, buckets }, "too-many-sign-ins");
  return services.identity.verify(input.provider, input.credential);
}

async function admit(tx: Tx, services: Services, found: MemberRow, accountType: AccountType, identity: VerifiedIdentity): Promise<SignedIn> {
  if (found.accountType !== accountType) throw refuseKind("email-taken");
  const member = await lockMember(tx, found.id);
  if (!member) throw refuseKind("no-account-yet");
  if (member.activatedAt) return startSession(tx, services, member, identity.provider);
  const now = services.clock.now();
  await markActivated(tx, member.id, now);
  await recordEvents(tx, memberStream(member.id), [{ type: "v1.MemberActivated", payload: { email: member.email, method: identity.provider } }], { actor: memberActor(member.id), at: now });
  return startSession(tx, services, { ...member, activatedAt: now }, identity.provider);
}
