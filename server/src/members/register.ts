// Creating a member and mailing activation links: the steps sign-up, the resend call and the demo seed share.
// Each runs inside the caller's transaction and appends its event there.
import { randomUUID } from "node:crypto";
import type { Tx } from "../db/connect.ts";
import type { AccountType, MemberRow } from "../db/schema.ts";
import { appendEvent, memberActor, memberStream, type SignInMethod } from "../events/append.ts";
import { activationLink, activationMail } from "../mail/activation-mail.ts";
import type { Services } from "../services.ts";
import { ensureTalentProfile } from "../talents/store.ts";
import { insertActivationToken, insertMember } from "./store.ts";
import { hashToken, hours, later, newToken } from "./tokens.ts";

export const activationValidHours = 48;

export interface Registration {
  accountType: AccountType;
  email: string;
  name: string;
  /** Null when the member signs in through a provider only. */
  passwordHash: string | null;
  /** Set for accounts created already active (the demo seed, a provider's proven address); sign-up by e-mail leaves it null. */
  activatedAt: Date | null;
  /** How the member joined, when not by e-mail and password. */
  method?: SignInMethod;
  actor?: string;
}

export async function registerMember(tx: Tx, services: Services, input: Registration): Promise<MemberRow> {
  const now = services.clock.now();
  const id = randomUUID();
  const { actor = memberActor(id), method, ...fields } = input;
  const member = await insertMember(tx, { id, createdAt: now, ...fields });
  if (member.accountType === "Talent") await ensureTalentProfile(tx, member.id, now);
  const recorded = { stream: memberStream(id), actor, at: now };
  const how = method ? { method } : {};
  await appendEvent(tx, { type: "v1.MemberRegistered", payload: { email: member.email, name: member.name, accountType: member.accountType, ...how } }, recorded);
  if (member.activatedAt) await appendEvent(tx, { type: "v1.MemberActivated", payload: { email: member.email, ...how } }, recorded);
  return member;
}

/**
 * Stores a new activation token and mails its link. The mail is sent before the transaction commits: when
 * sending fails, the whole change rolls back and the person sees an error instead of waiting for a mail that
 * never comes. (A transactional outbox is the path if mail delivery ever needs retries.)
 */
export async function mailActivationLink(tx: Tx, services: Services, member: MemberRow): Promise<void> {
  const now = services.clock.now();
  const token = newToken();
  const expiresAt = later(now, hours(activationValidHours));
  await insertActivationToken(tx, { tokenHash: hashToken(token), memberId: member.id, createdAt: now, expiresAt });
  await appendEvent(
    tx,
    { type: "v1.ActivationMailSent", payload: { email: member.email, expiresAt: expiresAt.toISOString() } },
    { stream: memberStream(member.id), actor: memberActor(member.id), at: now },
  );
  const link = activationLink(services.config.publicUrl, token, member.email);
  await services.mailer.send(activationMail({ to: member.email, name: member.name, link, validHours: activationValidHours }));
}
