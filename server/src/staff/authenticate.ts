// Who is calling the back-office: the staff member behind `Authorization: Bearer <token>`. Any doubt is the one
// 401 "please login again"; a member's token (`x-member-authorization`, or sent as Bearer) is never a staff token.
// What the caller may do is their roles': requireRole answers 403 `forbidden` otherwise.
import type { FastifyRequest } from "fastify";
import { hasAnyRole, hasRole, STAFF_ROLES, type StaffRole } from "@ictm/core/domain";
import { forbidden, unauthorized } from "../http/problem.ts";
import type { Services } from "../services.ts";
import { findLiveStaffSession, type StaffSession } from "./store.ts";

/** The bearer token of the request, or null when it has none. */
export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  const match = typeof header === "string" ? /^Bearer\s+(\S{1,200})\s*$/i.exec(header) : null;
  return match?.[1] ?? null;
}

export async function authenticateStaff(services: Services, request: FastifyRequest): Promise<StaffSession> {
  const token = bearerToken(request);
  if (token === null) throw unauthorized();
  const session = await findLiveStaffSession(services.orm, token, services.clock.now());
  if (!session) throw unauthorized();
  return session;
}

export function requireStaff(session: StaffSession | null): StaffSession {
  if (!session) throw unauthorized();
  return session;
}

/**
 * Whether a staff member may call an operation with these `x-ictm-callers`, as far as their roles decide it: no
 * when every caller is a role they do not hold (403 before the body is read). Callers that depend on the
 * application (a step's roles, a decision, an author) stay the handler's to check.
 */
export function staffMayCall(callers: readonly string[], session: StaffSession): boolean {
  const roles = STAFF_ROLES.filter((role) => callers.includes(role));
  if (callers.length === 0 || callers.some((caller) => !roles.some((role) => role === caller))) return true;
  return hasAnyRole(session.staff.roles, roles);
}

/** The signed-in staff member when they hold `role`; else 403 `forbidden` (401 when not signed in at all). */
export function requireRole(session: StaffSession | null, role: StaffRole): StaffSession {
  const signedIn = requireStaff(session);
  if (!hasRole(signedIn.staff.roles, role)) throw forbidden();
  return signedIn;
}
