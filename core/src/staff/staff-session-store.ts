// The staff session of the back-office, apart from the member session: its own token, its own expiry.
// A pure reducer: a member signing in or out never touches it, and a staff 401 never touches the member session.
import type { Staff } from "../model.ts";
import type { StoreEvent } from "../events/client-event.ts";
import type { SessionStatus } from "../accounts/session-store.ts";
import { defineStore } from "../stores/define-store.ts";

export interface StaffSessionState {
  readonly status: SessionStatus;
  readonly token: string | null;
  readonly staff: Staff | null;
}

/** "unknown" until restoreStaffSession has looked for a saved one. */
export const initialStaffSessionState: StaffSessionState = { status: "unknown", token: null, staff: null };

const staffLoggedOut: StaffSessionState = { status: "loggedOut", token: null, staff: null };

export const staffSessionReducer = (state: StaffSessionState, event: StoreEvent): StaffSessionState => {
  switch (event.type) {
    case "v1.StaffSessionRestored": {
      const saved = event.payload.session;
      return saved === null ? staffLoggedOut : { status: "loggedIn", token: saved.token, staff: saved.staff };
    }
    case "v1.StaffSignedIn":
      return { status: "loggedIn", token: event.payload.token, staff: event.payload.staff };
    case "v1.StaffSignedOut":
    case "v1.StaffSessionExpired":
      return state.status === "loggedOut" ? state : staffLoggedOut;
    // The server's answer about the signed-in staff member (GET /me, or an administrator changing their own roles).
    case "v1.StaffSelfLoaded":
    case "v1.StaffRolesChanged":
      return state.status === "loggedIn" && state.staff?.key === event.payload.staff.key ? { ...state, staff: event.payload.staff } : state;
    default:
      return state;
  }
};

export const staffSessionStore = defineStore("staffSession", initialStaffSessionState, staffSessionReducer);
