// The expatriates of the application open in the side panel, each with its latest decision, and every approval
// record (oldest first). A decision replaces its person and appends its record. Pure reducers; cleared when the
// staff session changes.
import type { StoreEvent } from "../events/client-event.ts";
import { defineStore } from "../stores/define-store.ts";
import { trackQuery, type LoadStatus } from "../stores/query-status.ts";
import { DECISION_QUERIES } from "./client-events.ts";
import type { ApprovalRecord, ExpatPerson } from "./decision-records.ts";

export interface ExpatPersonnelState {
  readonly status: LoadStatus;
  readonly applicationId: string | null;
  /** In the application's order (`index` from 0). */
  readonly persons: ReadonlyArray<ExpatPerson>;
}

export interface PersonApprovalsState {
  readonly status: LoadStatus;
  readonly applicationId: string | null;
  readonly items: ReadonlyArray<ApprovalRecord>;
}

export const initialExpatPersonnelState: ExpatPersonnelState = { status: "idle", applicationId: null, persons: [] };
export const initialPersonApprovalsState: PersonApprovalsState = { status: "idle", applicationId: null, items: [] };

/** The approval record a decision answered with its person stands for (the server lists the same). */
export const approvalRecordOf = (person: ExpatPerson): ApprovalRecord | null =>
  person.decidedAt === null || person.decidedBy === null
    ? null
    : {
        expatPerson: { index: person.index, fullName: person.fullName, passportNumber: person.passportNumber },
        approvalDateTime: person.decidedAt,
        approverUser: person.decidedBy,
        isApproved: person.isApproved,
        remarks: person.remarks,
      };

export const expatPersonnelReducer = (state: ExpatPersonnelState, event: StoreEvent): ExpatPersonnelState => {
  switch (event.type) {
    case "v1.ExpatPersonnelLoaded":
      return { status: "loaded", applicationId: event.payload.applicationId, persons: event.payload.persons };
    case "v1.ExpatPersonDecided": {
      const { applicationId, person } = event.payload;
      if (state.applicationId !== applicationId) return state;
      return { ...state, persons: state.persons.map((item) => (item.index === person.index ? person : item)) };
    }
    case "v1.StaffSignedIn":
    case "v1.StaffSignedOut":
    case "v1.StaffSessionExpired":
      return initialExpatPersonnelState;
    default:
      return trackQuery(state, event, DECISION_QUERIES.expatPersonnel);
  }
};

export const personApprovalsReducer = (state: PersonApprovalsState, event: StoreEvent): PersonApprovalsState => {
  switch (event.type) {
    case "v1.PersonApprovalsLoaded":
      return { status: "loaded", applicationId: event.payload.applicationId, items: event.payload.approvals };
    case "v1.ExpatPersonDecided": {
      const record = approvalRecordOf(event.payload.person);
      if (state.applicationId !== event.payload.applicationId || record === null) return state;
      return { ...state, items: [...state.items, record] };
    }
    case "v1.StaffSignedIn":
    case "v1.StaffSignedOut":
    case "v1.StaffSessionExpired":
      return initialPersonApprovalsState;
    default:
      return trackQuery(state, event, DECISION_QUERIES.personApprovals);
  }
};

export const expatPersonnelStore = defineStore("expatPersonnel", initialExpatPersonnelState, expatPersonnelReducer);
export const personApprovalsStore = defineStore("personApprovals", initialPersonApprovalsState, personApprovalsReducer);
