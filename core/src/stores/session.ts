// The session projection: who is signed in, folded from the event log.
// A pure reducer: it may not read storage, the clock or the network.
import { produce } from "immer";
import type { AccountType, Member } from "../domain/model.ts";
import type { ClientEvent } from "../events/client-event.ts";

export type SessionStatus = "unknown" | "loggedOut" | "loggedIn";

export interface SessionState {
  readonly status: SessionStatus;
  readonly token: string | null;
  readonly member: Member | null;
  readonly accountType: AccountType | null;
  readonly profilePicture: string | null;
}

/** "unknown" until restoreSession has looked for a saved session. */
export const initialSessionState: SessionState = {
  status: "unknown",
  token: null,
  member: null,
  accountType: null,
  profilePicture: null,
};

const loggedOut: SessionState = { ...initialSessionState, status: "loggedOut" };

export const sessionReducer = (state: SessionState, event: ClientEvent): SessionState => {
  switch (event.type) {
    case "v1.SessionRestored": {
      const saved = event.payload.session;
      if (saved === null) return loggedOut;
      return {
        status: "loggedIn",
        token: saved.token,
        member: saved.member,
        accountType: saved.accountType ?? saved.member?.accountType ?? null,
        profilePicture: saved.profilePicture ?? saved.member?.profilePicture ?? null,
      };
    }
    case "v1.SignedIn":
      return {
        status: "loggedIn",
        token: event.payload.token,
        member: event.payload.member,
        accountType: event.payload.accountType,
        profilePicture: event.payload.profilePicture,
      };
    case "v1.SignedOut":
    case "v1.SessionExpired":
      return loggedOut;
    case "v1.TalentProfileLoaded": {
      // A session restored from the cookie alone learns who it is from the profile.
      if (state.status !== "loggedIn" || state.accountType === "Business") return state;
      const { key, email, name, profilePicture } = event.payload.profile;
      return produce(state, (draft) => {
        draft.member = { key, email, name, accountType: "Talent", profilePicture };
        draft.accountType = "Talent";
        draft.profilePicture = profilePicture;
      });
    }
    default:
      return state;
  }
};
