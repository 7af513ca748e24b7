// Who is asking for a file. The file call is read by `<img>` tags and document links, which cannot send headers,
// so besides the member header it accepts the `ictm_member_token` cookie (SameSite=Strict, so never sent by
// another site); staff send their bearer token, or the `ictm_staff_token` cookie their sign-in sets for file
// links. Credentials that do not check out are simply no one.
import type { FastifyRequest } from "fastify";
import { sessionCookieName } from "../members/cookie.ts";
import type { MemberSession } from "../members/sessions.ts";
import { findLiveSession } from "../members/sessions.ts";
import type { Services } from "../services.ts";
import { bearerToken } from "../staff/authenticate.ts";
import { staffFileCookieName } from "../staff/file-cookie.ts";
import { findLiveStaffSession } from "../staff/store.ts";
import type { Viewer } from "./access.ts";

export async function identifyViewer(services: Services, request: FastifyRequest, session: MemberSession | null): Promise<Viewer> {
  const now = services.clock.now();
  const cookie = session ? null : cookieToken(request.headers.cookie, sessionCookieName);
  const member = session?.member ?? (cookie ? (await findLiveSession(services.orm, cookie, now))?.member : undefined) ?? null;
  const bearer = bearerToken(request) ?? cookieToken(request.headers.cookie, staffFileCookieName);
  const staff = bearer !== null && (await findLiveStaffSession(services.orm, bearer, now)) !== undefined;
  return { member, staff };
}

function cookieToken(header: string | undefined, cookieName: string): string | null {
  if (!header) return null;
  for (const pair of header.split(";")) {
    const [name, ...value] = pair.trim().split("=");
    if (name !== cookieName) continue;
    try {
      const token = decodeURIComponent(value.join("="));
      return token.length > 0 && token.length <= 200 ? token : null;
    } catch {
      return null;
    }
  }
  return null;
}
