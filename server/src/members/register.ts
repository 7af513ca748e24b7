// Creating a member and mailing activation links: the steps sign-up, the resend call and the demo seed share.
// Each runs inside the caller's transaction and appends its event there.
import { randomUUID } from "node:crypto";
import type { Tx } from "../db/connect.ts";
import type { AccountType, MemberRow } from "../db/schema.ts";
import { memberActor, memberStream, type SignInMethod } from "../events/vocabulary.ts";
import { recordEvents } from "../events/record.ts";
import { activationLink, activationMail } from "../mail/activation-mail.ts";
import { enqueueMail } from "../mail/outbox.ts";
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
  const stream = memberStream(id);
  const recorded = { actor, at: now };
  const how = method ? { method } : {};
  await recordEvents(tx, stream, [{ type: "v1.MemberRegistered", payload: { email: member.email, name: member.name, accountType: member.accountType, ...how } }], recorded);
  if (member.activatedAt) await recordEvents(tx, stream, [{ type: "v1.MemberActivated", payload: { email: member.email, ...how } }], recorded);
  return member;
}

/**
 * Stores a new activation token and puts the mail with its link in the outbox, in the caller's transaction: it
 * leaves after commit (retried until delivered), and never for a change that rolled back.
 */
export async function mailActivationLink(tx: Tx, services: Services, member: MemberRow): Promise<void> {
  const now = services.clock.now();
  const token = newToken();
  const expiresAt = later(now, hours(activationValidHours));
  await insertActivationToken(tx, { tokenHash: hashToken(token), memberId: member.id, createdAt: now, expiresAt });
  await recordEvents(tx, memberStream(member.id), [{ type: "v1.ActivationMailSent", payload: { email: member.email, expiresAt: expiresAt.toISOString() } }], { actor: memberActor(member.id), at: now });
  const link = activationLink(services.config.publicUrl, token, member.email);
  await enqueueMail(tx, activationMail({ to: member.email, name: member.name, link, validHours: activationValidHours }));
}
