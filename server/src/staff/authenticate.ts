// Who is calling the back-office: the staff member behind `Authorization: Bearer <token>`. Any doubt is the one
// 401 "please login again".
import type { FastifyRequest } from "fastify";
import { unauthorized } from "../http/problem.ts";
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
