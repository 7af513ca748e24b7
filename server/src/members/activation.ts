// Use cases: activate an account with the mailed token, and mail a fresh link. The resend answers the same
// whether or not the e-mail has an account waiting, so it cannot be used to find out who is registered.
// A genuine link (the token and its e-mail) opened again once its account is active answers "already active", so
// the page offers sign-in rather than a new link; it tells nothing to whoever does not hold the mailed link.
import { and, eq } from "drizzle-orm";
import { activationTokens, members } from "../db/schema.ts";
import type { Tx } from "../db/connect.ts";
import { transact } from "../db/transact.ts";
import { memberActor, memberStream } from "../events/vocabulary.ts";
import { recordEvents } from "../events/record.ts";
import { refuseKind } from "../http/problem.ts";
import { limitEmailAttempt } from "../rate-limit/limit.ts";
import type { AccountType } from "../db/schema.ts";
import type { Services } from "../services.ts";
import { mailActivationLink } from "./register.ts";
import { findActivatableMember, findMemberByEmail, lockMember, markActivated, normaliseEmail } from "./store.ts";
import { hashToken } from "./tokens.ts";

export const activationNotice = "If an account with this e-mail is waiting for activation, we have sent it a new activation link.";

export async function activateMember(
  services: Services,
  input: { token: string; email: string },
): Promise<{ email: string; activated: true; alreadyActive?: true; accountType: AccountType }> {
  const now = services.clock.now();
  const email = normaliseEmail(input.email);
  const tokenHash = hashToken(input.token);
  return transact(services.orm, async (tx) => {
    const owner = await findActivatableMember(tx, tokenHash, now);
    if (!owner || owner.email !== email) {
      const active = await activeOwnerOf(tx, tokenHash, email);
      if (active) return { email, activated: true, alreadyActive: true, accountType: active.accountType };
      // Unknown, expired, or mailed to another address: one answer, so a guess learns nothing.
      throw refuseKind("activation-link-invalid");
    }
    const member = await lockMember(tx, owner.id);
    if (!member) throw refuseKind("activation-link-invalid");
    if (member.activatedAt) return { email, activated: true, alreadyActive: true, accountType: member.accountType };
    await markActivated(tx, member.id, now);
    await recordEvents(tx, memberStream(member.id), [{ type: "v1.MemberActivated", payload: { email } }], { actor: memberActor(member.id), at: now });
    return { email, activated: true, accountType: member.accountType };
  });
}

/** The active member a mailed token (used or expired) belongs to, when the link's e-mail is theirs. */
async function activeOwnerOf(tx: Tx, tokenHash: string, email: string): Promise<{ accountType: AccountType } | undefined> {
  const [found] = await tx
    .select({ email: members.email, activatedAt: members.activatedAt, accountType: members.accountType })
    .from(activationTokens)
    .innerJoin(members, eq(members.id, activationTokens.memberId))
    .where(and(eq(activationTokens.tokenHash, tokenHash), eq(members.email, email)))
    .limit(1);
  return found?.activatedAt ? { accountType: found.accountType } : undefined;
}

export async function requestActivationMail(services: Services, input: { email: string; clientAddress: string }): Promise<{ message: string }> {
  const email = normaliseEmail(input.email);
  const limit = services.config.limits.activationMail;
  await limitEmailAttempt(services, { kind: "activation-mail", limit, email, clientAddress: input.clientAddress }, "too-many-requests");
  const found = await findMemberByEmail(services.orm, email);
  if (found && !found.activatedAt) {
    await transact(services.orm, async (tx) => {
      const member = await lockMember(tx, found.id);
      if (member && !member.activatedAt) await mailActivationLink(tx, services, member);
    });
  }
  return { message: activationNotice };
}
