// Pure rules for keeping a session between visits: its stored JSON shape and the token cookie.
// No storage access here: platform/session-storage.ts does the reading and writing.
import { Exit, Schema } from "effect";
import type { SavedSessionPayload } from "../events/client-event.ts";
import type { StaffSession } from "../model.ts";
import { STAFF_ROLES } from "../staff/roles.ts";

export const SESSION_STORAGE_KEY = "ictm.session";
/** The staff session's own key, so a member and a staff member can be signed in side by side. */
export const STAFF_SESSION_STORAGE_KEY = "ictm.staffSession";
export const SESSION_COOKIE_NAME = "ictm_member_token";
export const SESSION_COOKIE_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

export const AccountTypeSchema = Schema.Literals(["Talent", "Business"]);

export const MemberSchema = Schema.Struct({
  key: Schema.String,
  email: Schema.String,
  name: Schema.String,
  accountType: AccountTypeSchema,
  profilePicture: Schema.NullOr(Schema.String),
});

export const BusinessSummarySchema = Schema.Struct({
  key: Schema.String,
  businessName: Schema.String,
  // Optional: summaries saved before logos existed have none.
  logo: Schema.optionalKey(Schema.NullOr(Schema.String)),
});

export const SavedSessionSchema = Schema.Struct({
  token: Schema.String.check(Schema.isNonEmpty()),
  member: Schema.NullOr(MemberSchema),
  accountType: Schema.NullOr(AccountTypeSchema),
  profilePicture: Schema.NullOr(Schema.String),
  // Optional: sessions saved before Businesses could sign in have no such key and must still restore.
  business: Schema.optionalKey(Schema.NullOr(BusinessSummarySchema)),
});

const decodeSaved = Schema.decodeUnknownExit(Schema.fromJsonString(SavedSessionSchema));

/** The stored JSON, or null when it is missing, unreadable or from an older shape. */
export const parseSavedSession = (json: string | null): SavedSessionPayload | null => {
  if (json === null) return null;
  const exit = decodeSaved(json);
  return Exit.isSuccess(exit) ? exit.value : null;
};

export const serializeSavedSession = (session: SavedSessionPayload): string => JSON.stringify(session);

export const StaffSessionSchema = Schema.Struct({
  token: Schema.String.check(Schema.isNonEmpty()),
  staff: Schema.Struct({
    key: Schema.String,
    email: Schema.String,
    name: Schema.String,
    // Sessions saved before roles (one `role`) no longer decode: that staff member signs in again.
    roles: Schema.mutable(Schema.Array(Schema.Literals(STAFF_ROLES))),
  }),
});

const decodeStaff = Schema.decodeUnknownExit(Schema.fromJsonString(StaffSessionSchema));

/** The stored staff session, or null when it is missing or unreadable. */
export const parseStaffSession = (json: string | null): StaffSession | null => {
  if (json === null) return null;
  const exit = decodeStaff(json);
  return Exit.isSuccess(exit) ? exit.value : null;
};

export const serializeStaffSession = (session: StaffSession): string => JSON.stringify(session);

/** The token cookie's value in a `document.cookie`-style string, or null when absent or empty. */
export const readTokenCookie = (cookies: string): string | null => {
  for (const part of cookies.split(";")) {
    const separator = part.indexOf("=");
    if (separator < 0 || part.slice(0, separator).trim() !== SESSION_COOKIE_NAME) continue;
    const raw = part.slice(separator + 1).trim();
    if (raw === "") return null;
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw; // not percent-encoded by us; take it as it is
    }
  }
  return null;
};

export const tokenCookie = (token: string): string =>
  `${SESSION_COOKIE_NAME}=${encodeURIComponent(token)}; Path=/; SameSite=Strict; Max-Age=${SESSION_COOKIE_MAX_AGE_SECONDS}`;

export const expiredTokenCookie = (): string => `${SESSION_COOKIE_NAME}=; Path=/; SameSite=Strict; Max-Age=0`;
