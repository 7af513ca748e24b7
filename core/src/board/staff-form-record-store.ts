// The applications' form records staff have read in the side panel (form, files, audit trail), by application id.
// Read-only for staff. A pure reducer; cleared when the staff session changes.
import type { StoreEvent } from "../events/client-event.ts";
import { defineStore } from "../stores/define-store.ts";
import { trackQuery, type LoadStatus } from "../stores/query-status.ts";
import type { StaffPermitFormRecord } from "./board-records.ts";
import { BOARD_QUERIES } from "./client-events.ts";

export interface StaffFormRecordState {
  /** Of the last loadStaffFormRecord. */
  readonly status: LoadStatus;
  readonly records: Readonly<Record<string, StaffPermitFormRecord>>;
}

export const initialStaffFormRecordState: StaffFormRecordState = { status: "idle", records: {} };

/** The form record of application `id`, when staff have read it. */
export const staffFormRecordOf = (state: StaffFormRecordState, id: string): StaffPermitFormRecord | undefined =>
  Object.hasOwn(state.records, id) ? state.records[id] : undefined;

export const staffFormRecordReducer = (state: StaffFormRecordState, event: StoreEvent): StaffFormRecordState => {
  switch (event.type) {
    case "v1.StaffPermitFormRecordLoaded": {
      const { applicationId, record } = event.payload;
      return { status: "loaded", records: { ...state.records, [applicationId]: record } };
    }
    case "v1.StaffSignedIn":
    case "v1.StaffSignedOut":
    case "v1.StaffSessionExpired":
      return initialStaffFormRecordState;
    default:
      return trackQuery(state, event, BOARD_QUERIES.staffFormRecord);
  }
};

export const staffFormRecordStore = defineStore("staffFormRecord", initialStaffFormRecordState, staffFormRecordReducer);
