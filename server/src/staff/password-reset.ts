// Use cases: a staff member asks for a link to choose a new password, and chooses it with the link. The request
// answers the same whether or not the address is a staff member's (limited per e-mail and per client address,
// mail through the outbox so its timing tells nothing); the link works once, for one hour, and choosing a
// password signs the staff member out everywhere. A new account's first link (see manage.ts) is the same link.
import { STAFF_MESSAGES } from "@ictm/core/domain";
import type { StaffRow } from "../db/schema.ts";
import type { Tx } from "../db/connect.ts";
import { transact } from "../db/transact.ts";
import { staffActor, staffStream } from "../events/vocabulary.ts";
import { recordEvents } from "../events/record.ts";
import { refuseKind } from "../http/problem.ts";
import { enqueueMail } from "../mail/outbox.ts";
import { hashPassword } from "../members/passwords.ts";
import { normaliseEmail } from "../members/store.ts";
import { hours } from "../members/tokens.ts";
import { limitEmailAttempt } from "../rate-limit/limit.ts";
import type { Services } from "../services.ts";
import { staffPasswordChangedMail, staffPasswordLinkMail, staffResetLink } from "./mail.ts";
import { findResettableStaff, issueStaffPasswordToken, useUpStaffPasswordTokens } from "./reset-store.ts";
import { findStaffByEmail, lockStaff, revokeAllStaffSessions, updateStaffPassword } from "./store.ts";

export const staffResetValidHours = 1;
export const staffWelcomeValidHours = 72;

/** Issues a link for `member` and queues its mail, in the caller's transaction; `actor` is who caused it. */
export async function mailStaffPasswordLink(
  tx: Tx,
  services: Services,
  input: { member: StaffRow; reason: "reset" | "new-account"; actor: string; now: Date },
): Promise<void> {
  const { member, reason, actor, now } = input;
  const validHours = reason === "reset" ? staffResetValidHours : staffWelcomeValidHours;
  const { token, expiresAt } = await issueStaffPasswordToken(tx, member.id, now, hours(validHours));
  const payload = { email: member.email, expiresAt: expiresAt.toISOString(), reason };
  await recordEvents(tx, staffStream(member.id), [{ type: "v1.StaffPasswordResetRequested", payload }], { actor, at: now });
  const link = staffResetLink(services.config.publicUrl, token);
  await enqueueMail(tx, staffPasswordLinkMail({ to: member.email, name: member.name, link, validHours, reason }));
}

export async function requestStaffPasswordReset(services: Services, input: { email: string; clientAddress: string }): Promise<{ message: string }> {
  const email = normaliseEmail(input.email);
  const limit = services.config.limits.passwordResetMail;
  await limitEmailAttempt(services, { kind: "staff-password-reset-mail", limit, email, clientAddress: input.clientAddress }, "too-many-requests");
  const found = await findStaffByEmail(services.orm, email);
  if (found) {
    await transact(services.orm, async (tx) => {
      const member = await lockStaff(tx, found.id);
      if (!member) return;
      await mailStaffPasswordLink(tx, services, { member, reason: "reset", actor: staffActor(member.id), now: services.clock.now() });
    });
  }
  return { message: STAFF_MESSAGES.resetNotice };
}

export async function resetStaffPassword(services: Services, input: { token: string; password: string }): Promise<{ passwordChanged: true; sessionsRevoked: number }> {
  const now = services.clock.now();
  // A token that leads nowhere is refused before the password is hashed (about 100 ms of CPU an anonymous caller
  // must not be able to spend at will); the token is checked again under the lock.
  if (!(await findResettableStaff(services.orm, input.token, now))) throw refuseKind("reset-link-invalid");
  const passwordHash = await hashPassword(input.password);
  return transact(services.orm, async (tx) => {
    const owner = await findResettableStaff(tx, input.token, now);
    // Unknown, used or expired: one answer.
    if (!owner) throw refuseKind("reset-link-invalid");
    const member = await lockStaff(tx, owner.id);
    if (!member) throw refuseKind("reset-link-invalid");
    await updateStaffPassword(tx, member.id, passwordHash);
    await useUpStaffPasswordTokens(tx, member.id, now);
    const sessionsRevoked = await revokeAllStaffSessions(tx, member.id, now);
    const payload = { email: member.email, sessionsRevoked };
    await recordEvents(tx, staffStream(member.id), [{ type: "v1.StaffPasswordResetCompleted", payload }], { actor: staffActor(member.id), at: now });
    await enqueueMail(tx, staffPasswordChangedMail({ to: member.email, name: member.name, at: now, publicUrl: services.config.publicUrl }));
    return { passwordChanged: true, sessionsRevoked };
  });
}
