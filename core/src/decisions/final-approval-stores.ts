// The final approval of the application open in the side panel (remarks, date, approver, signatory, the letters
// signed and their status, the people's tally and what the caller may do), and the final notifications sent for it
// with the immigration department's address(es). Pure reducers; cleared when the staff session changes.
import type { StoreEvent } from "../events/client-event.ts";
import { defineStore } from "../stores/define-store.ts";
import { trackQuery, type LoadStatus } from "../stores/query-status.ts";
import { DECISION_QUERIES } from "./client-events.ts";
import type { FinalApproval, FinalNotification } from "./decision-records.ts";

export interface FinalApprovalState {
  readonly status: LoadStatus;
  readonly applicationId: string | null;
  readonly finalApproval: FinalApproval | null;
}

export interface FinalNotificationsState {
  readonly status: LoadStatus;
  readonly applicationId: string | null;
  /** Oldest first. */
  readonly items: ReadonlyArray<FinalNotification>;
  /** The configured immigration address(es); null until loaded. */
  readonly immigrationRecipients: ReadonlyArray<string> | null;
}

export const initialFinalApprovalState: FinalApprovalState = { status: "idle", applicationId: null, finalApproval: null };
export const initialFinalNotificationsState: FinalNotificationsState = { status: "idle", applicationId: null, items: [], immigrationRecipients: null };

export const finalApprovalReducer = (state: FinalApprovalState, event: StoreEvent): FinalApprovalState => {
  switch (event.type) {
    case "v1.FinalApprovalLoaded":
      return { status: "loaded", applicationId: event.payload.applicationId, finalApproval: event.payload.finalApproval };
    case "v1.FinalApprovalChanged":
      return { status: "loaded", applicationId: event.payload.applicationId, finalApproval: event.payload.finalApproval };
    case "v1.SignedLetterWithdrawn": {
      const { letter } = event.payload;
      return withLetters(state, letter.applicationId, (letters) =>
        letters.map((item) => (item.documentReference === letter.documentReference ? { ...item, status: letter.status } : item)),
      );
    }
    case "v1.SignedLetterReissued": {
      const { supersededReference, letter } = event.payload;
      const { documentReference, kind, personIndex, issuedAt, status } = letter;
      return withLetters(state, letter.applicationId, (letters) =>
        letters.some((item) => item.documentReference === supersededReference)
          ? [
              ...letters.map((item) => (item.documentReference === supersededReference ? { ...item, status: "superseded" as const } : item)),
              { documentReference, kind, personIndex, issuedAt, status },
            ]
          : letters,
      );
    }
    case "v1.ExpatPersonDecided": {
      const { applicationId, tally } = event.payload;
      if (state.applicationId !== applicationId || state.finalApproval === null || tally === null) return state;
      return { ...state, finalApproval: { ...state.finalApproval, persons: tally } };
    }
    case "v1.StaffSignedIn":
    case "v1.StaffSignedOut":
    case "v1.StaffSessionExpired":
      return initialFinalApprovalState;
    default:
      return trackQuery(state, event, DECISION_QUERIES.finalApproval);
  }
};

/** The letters of the final approval held, when it is that application's. */
const withLetters = (
  state: FinalApprovalState,
  applicationId: string,
  change: (letters: FinalApproval["letters"]) => FinalApproval["letters"],
): FinalApprovalState =>
  state.applicationId !== applicationId || state.finalApproval === null
    ? state
    : { ...state, finalApproval: { ...state.finalApproval, letters: change(state.finalApproval.letters) } };

export const finalNotificationsReducer = (state: FinalNotificationsState, event: StoreEvent): FinalNotificationsState => {
  switch (event.type) {
    case "v1.FinalNotificationsLoaded":
      return { ...state, status: "loaded", applicationId: event.payload.applicationId, items: event.payload.notifications };
    case "v1.FinalNotificationQueued": {
      const { applicationId, notification } = event.payload;
      if (state.applicationId !== applicationId) return state;
      return { ...state, items: [...state.items.filter((item) => item.id !== notification.id), notification] };
    }
    case "v1.ImmigrationEmailConfigLoaded":
      return { ...state, immigrationRecipients: event.payload.recipients };
    case "v1.StaffSignedIn":
    case "v1.StaffSignedOut":
    case "v1.StaffSessionExpired":
      return initialFinalNotificationsState;
    default:
      return trackQuery(state, event, DECISION_QUERIES.finalNotifications);
  }
};

export const finalApprovalStore = defineStore("finalApproval", initialFinalApprovalState, finalApprovalReducer);
export const finalNotificationsStore = defineStore("finalNotifications", initialFinalNotificationsState, finalNotificationsReducer);
