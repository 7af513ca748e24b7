// Use cases: a staff member signs in with e-mail and password (limited like members: per e-mail and per client
// address; every refusal reads the same after the same scrypt work) and signs out.
import { normaliseRoles } from "@ictm/core/domain";
import type { components } from "@ictm/openapi/backoffice.ts";
import { transact } from "../db/transact.ts";
import { staffActor, staffStream } from "../events/vocabulary.ts";
import { recordEvents } from "../events/record.ts";
import { refuseKind, unauthorized } from "../http/problem.ts";
import { checkPassword } from "../members/passwords.ts";
import { normaliseEmail } from "../members/store.ts";
import { limitEmailAttempt } from "../rate-limit/limit.ts";
import type { Services } from "../services.ts";
import type { StaffRow } from "../db/schema.ts";
import { findStaffByEmail, lockStaff, openStaffSession, revokeStaffSession, type StaffSession } from "./store.ts";

export type StaffView = components["schemas"]["Staff"];

export function presentStaff(row: StaffRow): StaffView {
  return { key: row.id, email: row.email, name: row.name, roles: normaliseRoles(row.roles) };
}

export async function signInStaff(services: Services, input: { email: string; password: string; clientAddress: string }): Promise<{ accessToken: string; staff: StaffView }> {
  const email = normaliseEmail(input.email);
  const limit = services.config.limits.signIn;
  await limitEmailAttempt(services, { kind: "staff-sign-in", limit, email, clientAddress: input.clientAddress }, "too-many-sign-ins");
  const found = await checkPassword(await findStaffByEmail(services.orm, email), input.password);
  if (!found) throw refuseKind("login-incorrect");
  const now = services.clock.now();
  return transact(services.orm, async (tx) => {
    const member = await lockStaff(tx, found.id);
    if (!member) throw refuseKind("login-incorrect");
    const accessToken = await openStaffSession(tx, member.id, now);
    await recordEvents(tx, staffStream(member.id), [{ type: "v1.StaffSignedIn", payload: { email } }], { actor: staffActor(member.id), at: now });
    return { accessToken, staff: presentStaff(member) };
  });
}

export async function signOutStaff(services: Services, session: StaffSession): Promise<{ signedOut: true }> {
  const now = services.clock.now();
  const staffId = session.staff.id;
  await transact(services.orm, async (tx) => {
    await lockStaff(tx, staffId);
    if (!(await revokeStaffSession(tx, session.tokenHash, now))) throw unauthorized();
    await recordEvents(tx, staffStream(staffId), [{ type: "v1.StaffSignedOut", payload: {} }], { actor: staffActor(staffId), at: now });
  });
  return { signedOut: true };
}
