// Use cases: mail a password reset link, and choose a new password with it. The request answers the same whether
// or not the account exists; the link works once, for one hour, and choosing a password signs the member out
// everywhere. Opening the link proves the address, so an account still waiting for activation becomes active.
import type { AccountType } from "../db/schema.ts";
import { transact } from "../db/transact.ts";
import { memberActor, memberStream } from "../events/vocabulary.ts";
import { recordEvents } from "../events/record.ts";
import { refuseKind } from "../http/problem.ts";
import { enqueueMail } from "../mail/outbox.ts";
import { passwordChangedMail, passwordResetMail, resetLink } from "../mail/password-mails.ts";
import { hashPassword } from "../members/passwords.ts";
import { revokeMemberSessions } from "../members/sessions.ts";
import { findMemberByEmail, lockMember, markActivated, normaliseEmail, setPasswordHash } from "../members/store.ts";
import { hashToken, hours, later, newToken } from "../members/tokens.ts";
import { limitEmailAttempt } from "../rate-limit/limit.ts";
import type { Services } from "../services.ts";
import { findResettableMember, insertResetToken, useUpResetTokens } from "./store.ts";

export const resetValidHours = 1;
export const resetNotice = "If an account with this e-mail exists, we have sent it a link to choose a new password. The link expires in one hour.";

export async function requestPasswordReset(services: Services, input: { email: string; accountType: AccountType; clientAddress: string }): Promise<{ message: string }> {
  const email = normaliseEmail(input.email);
  const limit = services.config.limits.passwordResetMail;
  await limitEmailAttempt(services, { kind: "password-reset-mail", limit, email, clientAddress: input.clientAddress }, "too-many-requests");

  const found = await findMemberByEmail(services.orm, email);
  if (found && found.accountType === input.accountType) {
    await transact(services.orm, async (tx) => {
      const member = await lockMember(tx, found.id);
      if (!member) return;
      const now = services.clock.now();
      const token = newToken();
      const expiresAt = later(now, hours(resetValidHours));
      await insertResetToken(tx, { tokenHash: hashToken(token), memberId: member.id, createdAt: now, expiresAt });
      const stream = memberStream(member.id);
      const recorded = { actor: memberActor(member.id), at: now };
      await recordEvents(tx, stream, [{ type: "v1.PasswordResetRequested", payload: { email, expiresAt: expiresAt.toISOString() } }], recorded);
      // Through the outbox: the answer does not wait for the mail server, so its timing tells nothing.
      await enqueueMail(tx, passwordResetMail({ to: member.email, name: member.name, link: resetLink(services.config.publicUrl, token, member.email) }));
    });
  }
  return { message: resetNotice };
}

export async function resetPassword(
  services: Services,
  input: { token: string; email: string; newPassword: string },
): Promise<{ passwordChanged: true; otherSessionsRevoked: number }> {
  const email = normaliseEmail(input.email);
  const invalid = () => refuseKind("reset-link-invalid");
  const now = services.clock.now();
  // A token that leads nowhere is refused before the password is hashed (scrypt costs about 100 ms of CPU, which an
  // anonymous caller must not be able to spend at will); the hash is made outside the transaction, then the token
  // is checked again under the member's lock.
  if ((await findResettableMember(services.orm, hashToken(input.token), now))?.email !== email) throw invalid();
  const passwordHash = await hashPassword(input.newPassword);
  return transact(services.orm, async (tx) => {
    const owner = await findResettableMember(tx, hashToken(input.token), now);
    // Unknown, used, expired, or mailed to another address: one answer.
    if (!owner || owner.email !== email) throw invalid();
    const member = await lockMember(tx, owner.id);
    if (!member) throw invalid();
    const stream = memberStream(member.id);
    const recorded = { actor: memberActor(member.id), at: now };
    await setPasswordHash(tx, member.id, passwordHash);
    await useUpResetTokens(tx, member.id, now);
    await recordEvents(tx, stream, [{ type: "v1.PasswordReset", payload: { email } }], recorded);
    if (!member.activatedAt) {
      await markActivated(tx, member.id, now);
      await recordEvents(tx, stream, [{ type: "v1.MemberActivated", payload: { email, method: "password-reset" } }], recorded);
    }
    const revoked = await revokeMemberSessions(tx, member.id, now);
    if (revoked > 0) {
      await recordEvents(tx, stream, [{ type: "v1.SessionsRevoked", payload: { count: revoked, reason: "password-reset", keptCurrentSession: false } }], recorded);
    }
    await enqueueMail(tx, passwordChangedMail({ to: member.email, name: member.name, at: now, publicUrl: services.config.publicUrl, how: "reset" }));
    return { passwordChanged: true, otherSessionsRevoked: revoked };
  });
}
