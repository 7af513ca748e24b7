// Keeps SessionStorage a mirror of the session store: after each session event, save it or clear it; and keeps the
// published signing keys last read, for verifying a letter offline.
// The one place storage is written, so sign-in, sign-out and an expired 401 cannot disagree about it.
import { Effect } from "effect";
import type { ClientEvent, ClientEventType } from "../events/client-event.ts";
import type { AfterAppend } from "../events/event-log.ts";
import type { SessionState } from "../accounts/session-store.ts";
import type { StaffSessionState } from "../staff/staff-session-store.ts";
import { SessionStorage } from "./session-storage.ts";

const SESSION_EVENTS: ReadonlySet<ClientEventType> = new Set<ClientEventType>([
  "v1.SessionRestored",
  "v1.SignedIn",
  "v1.SignedOut",
  "v1.SessionExpired",
  "v1.TalentProfileLoaded",
  "v1.AccountTypeLearned",
  "v1.PasswordReset",
  "v1.TalentProfileUpdated",
  "v1.ProfilePictureUploaded",
  "v1.ProfilePictureRemoved",
  "v1.BusinessProfileLoaded",
  "v1.BusinessProfileUpdated",
  "v1.BusinessLogoUploaded",
]);

const STAFF_EVENTS: ReadonlySet<ClientEventType> = new Set<ClientEventType>([
  "v1.StaffSessionRestored",
  "v1.StaffSignedIn",
  "v1.StaffSignedOut",
  "v1.StaffSessionExpired",
  "v1.StaffSelfLoaded",
  "v1.StaffRolesChanged",
]);

/**
 * `currentSession` (and `currentStaffSession`) read the stores after the event was folded (stores fold
 * synchronously on append). The staff session is mirrored under its own key, never in the cookie.
 */
export const mirrorSessionToStorage =
  (currentSession: () => SessionState, currentStaffSession?: () => StaffSessionState): AfterAppend<SessionStorage> =>
  (event: ClientEvent) => {
    if (event.type === "v1.SigningPublicKeysLoaded") return SessionStorage.use((storage) => storage.saveSigningKeys(event.payload.publicKeys));
    if (STAFF_EVENTS.has(event.type)) return currentStaffSession === undefined ? Effect.void : mirrorStaff(currentStaffSession());
    return SESSION_EVENTS.has(event.type) ? mirrorMember(currentSession()) : Effect.void;
  };

const mirrorMember = ({ status, token, member, accountType, profilePicture, business }: SessionState) =>
  Effect.gen(function* () {
    const storage = yield* SessionStorage;
    if (status === "loggedIn" && token !== null) yield* storage.save({ token, member, accountType, profilePicture, business });
    else if (status === "loggedOut") yield* storage.clear;
  });

const mirrorStaff = ({ status, token, staff }: StaffSessionState) =>
  Effect.gen(function* () {
    const storage = yield* SessionStorage;
    if (status === "loggedIn" && token !== null && staff !== null) yield* storage.saveStaff({ token, staff });
    else if (status === "loggedOut") yield* storage.clearStaff;
  });
