// Who is calling: the member behind the `x-member-authorization` header. The API reads the header only, never the
// cookie, so a cross-site request cannot act as a member. Any doubt answers the one 401 "please login again".
import type { FastifyRequest } from "fastify";
import { forbidden, unauthorized } from "../http/problem.ts";
import type { Services } from "../services.ts";
import type { AccountType } from "../db/schema.ts";
import { findLiveSession, type MemberSession } from "./sessions.ts";

export const memberTokenHeader = "x-member-authorization";

export async function authenticateMember(services: Services, request: FastifyRequest): Promise<MemberSession> {
  const header = request.headers[memberTokenHeader];
  const token = typeof header === "string" ? header.trim().replace(/^Bearer\s+/i, "") : "";
  if (token === "" || token.length > 200) throw unauthorized();
  const session = await findLiveSession(services.orm, token, services.clock.now());
  if (!session) throw unauthorized();
  return session;
}

/** The session the contract's security let through (null only if the contract declares no security: a 401). */
export function requireSession(session: MemberSession | null): MemberSession {
  if (!session) throw unauthorized();
  return session;
}

/** The session, when its account is of the given type; any other account is forbidden (403). */
export function requireAccount(session: MemberSession | null, accountType: AccountType): MemberSession {
  const live = requireSession(session);
  if (live.member.accountType !== accountType) throw forbidden();
  return live;
}
