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

/** The callers of the portal's vocabulary (openapi/portal.yaml) that a member's kind alone admits or refuses. */
const MEMBER_CALLERS: ReadonlySet<string> = new Set(["member", "talent", "business", "talent-owner", "business-owner"]);

/**
 * Whether a member may call an operation with these `x-ictm-callers`, as far as the member's kind decides it: no
 * when every caller is a member of the other kind (403 before the body is read). Whose resource it is stays the
 * handler's to check, as do callers outside the members' vocabulary.
 */
export function memberMayCall(callers: readonly string[], session: MemberSession): boolean {
  if (callers.length === 0 || callers.some((caller) => !MEMBER_CALLERS.has(caller))) return true;
  const kind = session.member.accountType === "Talent" ? "talent" : "business";
  return callers.some((caller) => caller === "member" || caller === kind || caller === `${kind}-owner`);
}

/** The session, when its account is of the given type; any other account is forbidden (403). */
export function requireAccount(session: MemberSession | null, accountType: AccountType): MemberSession {
  const live = requireSession(session);
  if (live.member.accountType !== accountType) throw forbidden();
  return live;
}
