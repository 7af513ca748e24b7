// The administrators' list of staff with their roles, by name. A pure reducer; cleared when the staff session
// changes, so the next staff member starts afresh.
import type { Staff } from "../model.ts";
import type { StoreEvent } from "../events/client-event.ts";
import { defineStore } from "../stores/define-store.ts";
import { trackQuery, type LoadStatus } from "../stores/query-status.ts";

/** The name loadStaffList reports under, so this store can follow its status. */
export const STAFF_LIST_QUERY = "queries.loadStaffList";

export interface StaffListState {
  readonly status: LoadStatus;
  readonly items: ReadonlyArray<Staff>;
}

export const initialStaffListState: StaffListState = { status: "idle", items: [] };

const byName = (a: Staff, b: Staff): number => a.name.localeCompare(b.name, "en") || a.email.localeCompare(b.email, "en");

export const staffListReducer = (state: StaffListState, event: StoreEvent): StaffListState => {
  switch (event.type) {
    case "v1.StaffListLoaded":
      return { status: "loaded", items: [...event.payload.staff].sort(byName) };
    case "v1.StaffCreated": {
      const created = event.payload.staff;
      return { ...state, items: [...state.items.filter((item) => item.key !== created.key), created].sort(byName) };
    }
    case "v1.StaffRolesChanged": {
      const changed = event.payload.staff;
      return { ...state, items: state.items.map((item) => (item.key === changed.key ? changed : item)) };
    }
    case "v1.StaffSignedIn":
    case "v1.StaffSignedOut":
    case "v1.StaffSessionExpired":
      return initialStaffListState;
    default:
      return trackQuery(state, event, STAFF_LIST_QUERY);
  }
};

export const staffListStore = defineStore("staffList", initialStaffListState, staffListReducer);
