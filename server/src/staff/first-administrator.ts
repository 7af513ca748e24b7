// The first way into a new installation's back-office: with `FIRST_ADMIN_EMAIL` set, a start that finds no
// administrator makes one (no password: a set-password link goes out through the outbox, as for any new staff
// member), who then adds the rest of the staff. Servers starting together take turns on an advisory lock, so only
// one account is made; once any administrator exists this does nothing, so the variable may stay set.
import { randomUUID } from "node:crypto";
import { arrayContains, sql } from "drizzle-orm";
import { staff } from "../db/schema.ts";
import { transact } from "../db/transact.ts";
import { staffStream } from "../events/vocabulary.ts";
import { recordEvents } from "../events/record.ts";
import { hashPassword } from "../members/passwords.ts";
import { normaliseEmail } from "../members/store.ts";
import { newToken } from "../members/tokens.ts";
import type { Services } from "../services.ts";
import { mailStaffPasswordLink } from "./password-reset.ts";
import { findStaffByEmail, insertStaff, updateStaffRoles } from "./store.ts";

const lockKey = 7_140_010;
const actor = "system:first-administrator";

/** Answers true when it made the administrator (or gave an existing staff member the role). */
export async function ensureFirstAdministrator(services: Services, wanted: { email: string; name: string }): Promise<boolean> {
  const email = normaliseEmail(wanted.email);
  const passwordHash = await hashPassword(newToken());
  return transact(services.orm, async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${lockKey})`);
    const administrators = await tx.select({ id: staff.id }).from(staff).where(arrayContains(staff.roles, ["administrator"])).limit(1);
    if (administrators.length > 0) return false;
    const now = services.clock.now();
    const existing = await findStaffByEmail(tx, email);
    if (existing !== undefined) {
      const roles = [...existing.roles, "administrator" as const];
      await updateStaffRoles(tx, existing.id, roles);
      await recordEvents(tx, staffStream(existing.id), [{ type: "v1.StaffRolesChanged", payload: { from: existing.roles, to: roles, by: actor } }], { actor, at: now });
      return true;
    }
    const member = { id: randomUUID(), email, name: wanted.name, roles: ["administrator" as const], passwordHash, createdAt: now };
    await insertStaff(tx, member);
    await recordEvents(tx, staffStream(member.id), [{ type: "v1.StaffCreated", payload: { email, name: member.name, roles: member.roles, by: actor, passwordSet: false } }], { actor, at: now });
    await mailStaffPasswordLink(tx, services, { member, reason: "new-account", actor, now });
    return true;
  });
}
