// The session projection: who is signed in (a Talent or a Business), folded from the event log.
// A pure reducer: it may not read storage, the clock or the network.
import { produce } from "immer";
import type { AccountType, BusinessSummary, Member } from "../model.ts";
import type { StoreEvent } from "../events/client-event.ts";
import { defineStore } from "../stores/define-store.ts";

export type SessionStatus = "unknown" | "loggedOut" | "loggedIn";

export interface SessionState {
  readonly status: SessionStatus;
  readonly token: string | null;
  /** Null while a session restored from the cookie alone has not learned who it is. */
  readonly member: Member | null;
  /** Null only while a cookie-only session has not learned it yet. */
  readonly accountType: AccountType | null;
  readonly profilePicture: string | null;
  /** A Business session's business (for the header); null for a Talent, or a Business restored from the cookie. */
  readonly business: BusinessSummary | null;
}

/** "unknown" until restoreSession has looked for a saved session. */
export const initialSessionState: SessionState = {
  status: "unknown",
  token: null,
  member: null,
  accountType: null,
  profilePicture: null,
  business: null,
};

const loggedOut: SessionState = { ...initialSessionState, status: "loggedOut" };

export const sessionReducer = (state: SessionState, event: StoreEvent): SessionState => {
  switch (event.type) {
    case "v1.SessionRestored": {
      const saved = event.payload.session;
      if (saved === null) return loggedOut;
      const accountType = saved.accountType ?? saved.member?.accountType ?? null;
      return {
        status: "loggedIn",
        token: saved.token,
        member: saved.member,
        accountType,
        profilePicture: saved.profilePicture ?? saved.member?.profilePicture ?? null,
        business: accountType === "Business" ? (saved.business ?? null) : null,
      };
    }
    case "v1.SignedIn": {
      const { token, member, accountType, profilePicture, business } = event.payload;
      const kept = accountType === "Business" ? (business ?? null) : null;
      return { status: "loggedIn", token, member, accountType, profilePicture, business: kept };
    }
    case "v1.SignedOut":
    case "v1.SessionExpired":
      return loggedOut;
    case "v1.PasswordReset":
      // A reset revokes every session of that member, so this device's too when it was theirs.
      return sameEmail(state.member?.email, event.payload.memberEmail) ? loggedOut : state;
    case "v1.AccountTypeLearned":
      if (state.status !== "loggedIn" || state.accountType !== null) return state;
      return produce(state, (draft) => {
        draft.accountType = event.payload.accountType;
      });
    case "v1.TalentProfileLoaded":
    case "v1.TalentProfileUpdated": {
      // A session restored from the cookie alone learns who it is from the profile.
      if (state.status !== "loggedIn" || state.accountType === "Business") return state;
      const { key, email, name, profilePicture } = event.payload.profile;
      return produce(state, (draft) => {
        draft.member = { key, email, name, accountType: "Talent", profilePicture };
        draft.accountType = "Talent";
        draft.profilePicture = profilePicture;
      });
    }
    case "v1.ProfilePictureUploaded": {
      // So the header shows the new picture at once.
      if (state.status !== "loggedIn" || state.accountType === "Business") return state;
      const { profilePicture } = event.payload;
      return produce(state, (draft) => {
        draft.profilePicture = profilePicture;
        if (draft.member !== null) draft.member.profilePicture = profilePicture;
      });
    }
    case "v1.ProfilePictureRemoved": {
      if (state.status !== "loggedIn" || state.accountType === "Business") return state;
      return produce(state, (draft) => {
        draft.profilePicture = null;
        if (draft.member !== null) draft.member.profilePicture = null;
      });
    }
    case "v1.BusinessProfileLoaded":
    case "v1.BusinessProfileUpdated": {
      // A Business restored from the cookie alone learns who it is here; a known one keeps its summary fresh.
      if (state.status !== "loggedIn" || state.accountType === "Talent") return state;
      const { key, businessName, logo } = event.payload.profile;
      return produce(state, (draft) => {
        draft.accountType = "Business";
        draft.business = { key, businessName, logo };
      });
    }
    case "v1.BusinessLogoUploaded": {
      if (state.status !== "loggedIn" || state.business === null) return state;
      const { logo } = event.payload;
      return produce(state, (draft) => {
        if (draft.business !== null) draft.business.logo = logo;
      });
    }
    default:
      return state;
  }
};

// E-mail addresses are compared as the server keeps them: case does not make another member.
const sameEmail = (a: string | undefined, b: string): boolean => a !== undefined && a.toLowerCase() === b.toLowerCase();

export const sessionStore = defineStore("session", initialSessionState, sessionReducer);
