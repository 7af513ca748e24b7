// Keeps SessionStorage a mirror of the session store: after each session event, save it or clear it.
// The one place storage is written, so sign-in, sign-out and an expired 401 cannot disagree about it.
import { Effect } from "effect";
import type { ClientEvent, ClientEventType } from "../events/client-event.ts";
import type { AfterAppend } from "../events/event-log.ts";
import type { SessionState } from "../stores/session.ts";
import { SessionStorage } from "./session-storage.ts";

const SESSION_EVENTS: ReadonlySet<ClientEventType> = new Set<ClientEventType>([
  "v1.SessionRestored",
  "v1.SignedIn",
  "v1.SignedOut",
  "v1.SessionExpired",
  "v1.TalentProfileLoaded",
  "v1.AccountTypeLearned",
  "v1.PasswordReset",
]);

/** `currentSession` reads the store after the event was folded (stores fold synchronously on append). */
export const mirrorSessionToStorage =
  (currentSession: () => SessionState): AfterAppend<SessionStorage> =>
  (event: ClientEvent) =>
    SESSION_EVENTS.has(event.type)
      ? Effect.gen(function* () {
          const storage = yield* SessionStorage;
          const { status, token, member, accountType, profilePicture, business } = currentSession();
          if (status === "loggedIn" && token !== null) {
            yield* storage.save({ token, member, accountType, profilePicture, business });
          } else if (status === "loggedOut") {
            yield* storage.clear;
          }
        })
      : Effect.void;
