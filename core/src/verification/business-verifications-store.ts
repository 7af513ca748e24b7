// The back-office list of Businesses' verification requests of one status, oldest first.
// A pure reducer; cleared when the staff session ends, so the next staff member starts afresh.
import type { BusinessVerification, BusinessVerificationStatus } from "../model.ts";
import type { StoreEvent } from "../events/client-event.ts";
import { QUERIES } from "../program/events.ts";
import { trackQuery } from "../stores/query-status.ts";
import type { LoadStatus } from "../stores/query-status.ts";
import { defineStore } from "../stores/define-store.ts";

export interface BusinessVerificationsState {
  readonly status: LoadStatus;
  /** Which requests the list holds. */
  readonly filter: BusinessVerificationStatus;
  readonly items: ReadonlyArray<BusinessVerification>;
}

export const initialBusinessVerificationsState: BusinessVerificationsState = { status: "idle", filter: "pending", items: [] };

export const businessVerificationsReducer = (
  state: BusinessVerificationsState,
  event: StoreEvent,
): BusinessVerificationsState => {
  switch (event.type) {
    case "v1.BusinessVerificationsLoaded":
      return { status: "loaded", filter: event.payload.status, items: event.payload.verifications };
    case "v1.BusinessVerificationDecided": {
      const decided = event.payload.verification;
      const listed = state.items.some((item) => item.businessKey === decided.businessKey);
      // A decided request leaves the pending list; it joins a list of its new status at the end (oldest first).
      if (decided.status !== state.filter) {
        return listed ? { ...state, items: state.items.filter((item) => item.businessKey !== decided.businessKey) } : state;
      }
      const items = listed
        ? state.items.map((item) => (item.businessKey === decided.businessKey ? decided : item))
        : [...state.items, decided];
      return { ...state, items };
    }
    case "v1.StaffSignedIn":
    case "v1.StaffSignedOut":
    case "v1.StaffSessionExpired":
      return initialBusinessVerificationsState;
    default:
      return trackQuery(state, event, QUERIES.businessVerifications);
  }
};

// Cleared by its reducer when the staff session changes; a member signing in or out never touches it.
export const businessVerificationsStore = defineStore(
  "businessVerifications",
  initialBusinessVerificationsState,
  businessVerificationsReducer,
);
