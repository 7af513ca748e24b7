// The staff token as a cookie for the one call a link cannot send headers to: the file call (`<a href>` to a
// passport copy or an attachment). HttpOnly (the back-office keeps its bearer token itself), SameSite=Strict (never
// sent by another site), Path=/api/v1/files (no other call sees it), as long as the staff session; Secure over https.
// Every back-office call still needs the bearer: server/src/files/viewer.ts is the only reader.
import { staffSessionLifetime } from "./store.ts";

export const staffFileCookieName = "ictm_staff_token";

export function staffFileCookie(token: string, publicUrl: string): string {
  return attributes(`${staffFileCookieName}=${encodeURIComponent(token)}`, Math.floor(staffSessionLifetime / 1000), publicUrl);
}

export function clearedStaffFileCookie(publicUrl: string): string {
  return `${attributes(`${staffFileCookieName}=`, 0, publicUrl)}; Expires=Thu, 01 Jan 1970 00:00:00 GMT`;
}

function attributes(pair: string, maxAge: number, publicUrl: string): string {
  const secure = publicUrl.startsWith("https:") ? "; Secure" : "";
  return `${pair}; Path=/api/v1/files; Max-Age=${maxAge}; HttpOnly; SameSite=Strict${secure}`;
}
