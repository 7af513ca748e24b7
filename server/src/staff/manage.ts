// Use cases of administrators: list the staff, create a staff account with its roles (without a password, the new
// staff member is mailed a link to choose one), and replace a staff member's roles. Who may do this, and that an
// administrator keeps their own administrator role, are core's rules (refuseRolesChange, mayManageStaff).
import { randomUUID } from "node:crypto";
import { STAFF_MESSAGES, mayManageStaff, normaliseRoles, refuseRolesChange, type StaffRole } from "@ictm/core/domain";
import { isUniqueViolation } from "../db/errors.ts";
import { transact } from "../db/transact.ts";
import { staffActor, staffStream } from "../events/vocabulary.ts";
import { recordEvents } from "../events/record.ts";
import { forbidden, notFound, refuseKind, validationFailed } from "../http/problem.ts";
import { hashPassword } from "../members/passwords.ts";
import { normaliseEmail } from "../members/store.ts";
import { newToken } from "../members/tokens.ts";
import type { Services } from "../services.ts";
import { mailStaffPasswordLink } from "./password-reset.ts";
import { presentStaff, type StaffView } from "./sign-in.ts";
import { findStaffByEmail, insertStaff, listStaffRows, lockStaff, updateStaffRoles, type StaffSession } from "./store.ts";

function requireManager(session: StaffSession): void {
  if (!mayManageStaff(session.staff.roles)) throw forbidden();
}

export async function listStaff(services: Services, session: StaffSession): Promise<StaffView[]> {
  requireManager(session);
  return (await listStaffRows(services.orm)).map(presentStaff);
}

export interface NewStaffInput {
  email: string;
  name: string;
  roles: StaffRole[];
  password?: string;
}

export async function createStaff(services: Services, session: StaffSession, input: NewStaffInput): Promise<StaffView> {
  requireManager(session);
  const email = normaliseEmail(input.email);
  const name = input.name.trim();
  const roles = normaliseRoles(input.roles);
  const emailTaken = () => refuseKind("email-taken");
  if (await findStaffByEmail(services.orm, email)) throw emailTaken();
  // Without a password the account gets one nobody knows; the mailed link replaces it.
  const passwordHash = await hashPassword(input.password ?? newToken());
  const now = services.clock.now();
  const actor = staffActor(session.staff.id);
  try {
    return await transact(services.orm, async (tx) => {
      const member = { id: randomUUID(), email, name, roles, passwordHash, createdAt: now };
      await insertStaff(tx, member);
      const payload = { email, name, roles, by: session.staff.id, passwordSet: input.password !== undefined };
      await recordEvents(tx, staffStream(member.id), [{ type: "v1.StaffCreated", payload }], { actor, at: now });
      if (input.password === undefined) await mailStaffPasswordLink(tx, services, { member, reason: "new-account", actor, now });
      return presentStaff(member);
    });
  } catch (error) {
    if (isUniqueViolation(error, "staff_email_unique")) throw emailTaken();
    throw error;
  }
}

export async function setStaffRoles(services: Services, session: StaffSession, input: { staffKey: string; roles: StaffRole[] }): Promise<StaffView> {
  const roles = normaliseRoles(input.roles);
  const refusal = refuseRolesChange({ actor: { key: session.staff.id, roles: session.staff.roles }, targetKey: input.staffKey, roles });
  if (refusal === "forbidden") throw forbidden();
  if (refusal === "self-demotion") throw forbidden(STAFF_MESSAGES.selfDemotion);
  if (refusal === "no-role") throw validationFailed({ roles: [STAFF_MESSAGES.roles] });
  const now = services.clock.now();
  return transact(services.orm, async (tx) => {
    const member = await lockStaff(tx, input.staffKey);
    if (!member) throw notFound();
    const from = normaliseRoles(member.roles);
    if (from.join() !== roles.join()) {
      await updateStaffRoles(tx, member.id, roles);
      const payload = { from, to: roles, by: session.staff.id };
      await recordEvents(tx, staffStream(member.id), [{ type: "v1.StaffRolesChanged", payload }], { actor: staffActor(session.staff.id), at: now });
    }
    return presentStaff({ ...member, roles });
  });
}
