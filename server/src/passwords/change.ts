// Use case: the signed-in member changes their password. The current password must be right (10 attempts per
// member in 15 minutes); the new one signs out every other session of the member and keeps the caller's.
import { transact } from "../db/transact.ts";
import { memberActor, memberStream } from "../events/vocabulary.ts";
import { recordEvents } from "../events/record.ts";
import { refuseKind, unauthorized } from "../http/problem.ts";
import { enqueueMail } from "../mail/outbox.ts";
import { passwordChangedMail } from "../mail/password-mails.ts";
import { decoyHash, hashPassword, verifyPassword } from "../members/passwords.ts";
import { isSessionLive, revokeMemberSessions, type MemberSession } from "../members/sessions.ts";
import { lockMember, setPasswordHash } from "../members/store.ts";
import { takeAttempt } from "../rate-limit/attempts.ts";
import type { Services } from "../services.ts";

export async function changePassword(
  services: Services,
  session: MemberSession,
  input: { currentPassword: string; newPassword: string },
): Promise<{ passwordChanged: true; otherSessionsRevoked: number }> {
  const memberId = session.member.id;
  const { perMember, windowMs } = services.config.limits.passwordChange;
  const verdict = await takeAttempt(services.orm, services.clock, {
    kind: "password-change",
    windowMs,
    buckets: [{ by: "member", value: memberId, limit: perMember }],
  });
  if (!verdict.allowed) throw refuseKind("too-many-password-changes", { "retry-after": String(verdict.retryAfterSeconds) });

  // A member who joined through Google or LinkedIn has no password to give; a reset lets them choose one.
  const matches = await verifyPassword(input.currentPassword, session.member.passwordHash ?? (await decoyHash()));
  const wrongPassword = () => refuseKind("current-password-wrong");
  if (!matches || session.member.passwordHash === null) throw wrongPassword();
  const passwordHash = await hashPassword(input.newPassword);

  const now = services.clock.now();
  return transact(services.orm, async (tx) => {
    const member = await lockMember(tx, memberId);
    // Signed out (or its password reset) while this request was on its way: that session no longer speaks for the member.
    if (!member || !(await isSessionLive(tx, session.tokenHash, now))) throw unauthorized();
    // Changed by another request since the check above: the password just verified is no longer the current one.
    if (member.passwordHash !== session.member.passwordHash) throw wrongPassword();
    const stream = memberStream(memberId);
    const recorded = { actor: memberActor(memberId), at: now };
    await setPasswordHash(tx, memberId, passwordHash);
    await recordEvents(tx, stream, [{ type: "v1.PasswordChanged", payload: { email: member.email } }], recorded);
    const revoked = await revokeMemberSessions(tx, memberId, now, session.tokenHash);
    if (revoked > 0) {
      await recordEvents(tx, stream, [{ type: "v1.SessionsRevoked", payload: { count: revoked, reason: "password-change", keptCurrentSession: true } }], recorded);
    }
    await enqueueMail(tx, passwordChangedMail({ to: member.email, name: member.name, at: now, publicUrl: services.config.publicUrl, how: "change" }));
    return { passwordChanged: true, otherSessionsRevoked: revoked };
  });
}
