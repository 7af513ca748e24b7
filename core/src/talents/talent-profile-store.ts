// The signed-in Talent's own record (details, resume, contact details, privacy), folded from the event log.
// A pure reducer: it may not call the API; loadTalentProfile and the Talent's saves append what they learn.
import { produce } from "immer";
import type { TalentProfile } from "../model.ts";
import type { StoreEvent } from "../events/client-event.ts";
import { QUERIES } from "../program/events.ts";
import { defineStore } from "../stores/define-store.ts";
import type { LoadStatus } from "../stores/query-status.ts";

export interface TalentProfileState {
  readonly status: LoadStatus;
  readonly profile: TalentProfile | null;
}

export const initialTalentProfileState: TalentProfileState = { status: "idle", profile: null };

export const talentProfileReducer = (state: TalentProfileState, event: StoreEvent): TalentProfileState => {
  switch (event.type) {
    case "v1.QueryStarted":
      if (event.payload.query !== QUERIES.talentProfile) return state;
      return produce(state, (draft) => {
        draft.status = "loading";
      });
    case "v1.TalentProfileLoaded":
    case "v1.TalentProfileUpdated":
      return { status: "loaded", profile: event.payload.profile };
    case "v1.ContactDetailsUpdated": {
      if (event.payload.accountType !== "Talent" || state.profile === null) return state;
      const { contactDetails } = event.payload;
      return produce(state, (draft) => {
        if (draft.profile !== null) draft.profile.contactDetails = contactDetails;
      });
    }
    case "v1.ProfilePictureUploaded": {
      if (state.profile === null) return state;
      const { profilePicture } = event.payload;
      return produce(state, (draft) => {
        if (draft.profile !== null) draft.profile.profilePicture = profilePicture;
      });
    }
    case "v1.ProfilePictureRemoved": {
      if (state.profile === null) return state;
      return produce(state, (draft) => {
        if (draft.profile !== null) draft.profile.profilePicture = null;
      });
    }
    case "v1.CommandFailed":
      if (event.payload.command !== QUERIES.talentProfile) return state;
      return produce(state, (draft) => {
        draft.status = "failed";
      });
    // Another person may sign in next: never show them the last one's profile.
    case "v1.SignedIn":
    case "v1.SignedOut":
    case "v1.SessionExpired":
      return initialTalentProfileState;
    // A cookie-only session that turned out to be a Business has no Talent profile to show as failed.
    case "v1.AccountTypeLearned":
      return event.payload.accountType === "Business" ? initialTalentProfileState : state;
    // A reset of this member's password signed this device out (see the session reducer).
    case "v1.PasswordReset":
      return state.profile?.email.toLowerCase() === event.payload.memberEmail.toLowerCase() ? initialTalentProfileState : state;
    default:
      return state;
  }
};

export const talentProfileStore = defineStore("talentProfile", initialTalentProfileState, talentProfileReducer);
