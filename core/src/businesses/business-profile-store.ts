// The signed-in Business's own profile (with its logo, contact details and latest verification request).
// A pure reducer; cleared when the member session ends (its clearOn), so the next person never sees it.
import { produce } from "immer";
import type { BusinessProfile } from "../model.ts";
import type { StoreEvent } from "../events/client-event.ts";
import { QUERIES } from "../program/events.ts";
import { trackQuery } from "../stores/query-status.ts";
import type { LoadStatus } from "../stores/query-status.ts";
import { defineStore } from "../stores/define-store.ts";

export interface BusinessProfileState {
  readonly status: LoadStatus;
  readonly profile: BusinessProfile | null;
}

export const initialBusinessProfileState: BusinessProfileState = { status: "idle", profile: null };

export const businessProfileReducer = (state: BusinessProfileState, event: StoreEvent): BusinessProfileState => {
  switch (event.type) {
    case "v1.BusinessProfileLoaded":
    case "v1.BusinessProfileUpdated":
      return { status: "loaded", profile: event.payload.profile };
    case "v1.BusinessLogoUploaded": {
      const { logo } = event.payload;
      return editProfile(state, (profile) => {
        profile.logo = logo;
      });
    }
    case "v1.ContactDetailsUpdated": {
      if (event.payload.accountType !== "Business") return state;
      const { contactDetails } = event.payload;
      return editProfile(state, (profile) => {
        profile.contactDetails = contactDetails;
      });
    }
    case "v1.BusinessVerificationSubmitted": {
      const { verification } = event.payload;
      // A submitted request is pending: the Business is not verified until staff approve it.
      return editProfile(state, (profile) => {
        profile.verification = verification;
        profile.isVerified = verification.status === "approved";
      });
    }
    default:
      return trackQuery(state, event, QUERIES.businessProfile);
  }
};

type Draft = { -readonly [K in keyof BusinessProfile]: BusinessProfile[K] };

const editProfile = (state: BusinessProfileState, edit: (profile: Draft) => void): BusinessProfileState =>
  state.profile === null
    ? state
    : produce(state, (draft) => {
        if (draft.profile !== null) edit(draft.profile);
      });

export const businessProfileStore = defineStore("businessProfile", initialBusinessProfileState, businessProfileReducer, {
  clearOn: ["memberSessionChanged"],
});
