// The session cookie the contract describes: `ictm_member_token`, Path=/, SameSite=Strict, readable by the page
// (not HttpOnly) so the browser can restore its session; Secure whenever the portal is served over https.
import { sessionLifetime } from "./sessions.ts";

export const sessionCookieName = "ictm_member_token";

export function sessionCookie(token: string, publicUrl: string): string {
  return attributes(`${sessionCookieName}=${encodeURIComponent(token)}`, Math.floor(sessionLifetime / 1000), publicUrl);
}

export function clearedSessionCookie(publicUrl: string): string {
  return `${attributes(`${sessionCookieName}=`, 0, publicUrl)}; Expires=Thu, 01 Jan 1970 00:00:00 GMT`;
}

function attributes(pair: string, maxAge: number, publicUrl: string): string {
  const secure = publicUrl.startsWith("https:") ? "; Secure" : "";
  return `${pair}; Path=/; Max-Age=${maxAge}; SameSite=Strict${secure}`;
}
