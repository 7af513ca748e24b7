// The chief evaluation page's stores: what the link is for (or why it does not open the form), the chief
// evaluator's recorded answer, and the application's form record read through the link. Pure reducers; the page
// works without a staff session, so only a new link (another application) or a staff session change clears them.
import type { StoreEvent } from "../events/client-event.ts";
import type { ChiefLinkClosure } from "../errors/decisions.ts";
import type { StaffPermitFormRecord } from "../board/board-records.ts";
import { defineStore } from "../stores/define-store.ts";
import { trackQuery, type LoadStatus } from "../stores/query-status.ts";
import { DECISION_QUERIES } from "./client-events.ts";
import type { ChiefInvitation, Evaluation } from "./decision-records.ts";

export interface ChiefInvitationState {
  readonly status: LoadStatus;
  readonly applicationId: string | null;
  readonly invitation: ChiefInvitation | null;
  /** Why the link does not open the form (the page shows `message` instead of it); null while it does. */
  readonly closed: { readonly kind: ChiefLinkClosure; readonly message: string } | null;
  /** The answer recorded through the link ("Your response has been recorded."); null until then. */
  readonly recorded: Evaluation | null;
}

export interface ChiefFormRecordState {
  readonly status: LoadStatus;
  readonly applicationId: string | null;
  readonly record: StaffPermitFormRecord | null;
}

export const initialChiefInvitationState: ChiefInvitationState = { status: "idle", applicationId: null, invitation: null, closed: null, recorded: null };
export const initialChiefFormRecordState: ChiefFormRecordState = { status: "idle", applicationId: null, record: null };

export const chiefInvitationReducer = (state: ChiefInvitationState, event: StoreEvent): ChiefInvitationState => {
  switch (event.type) {
    case "v1.ChiefInvitationLoaded":
      return { status: "loaded", applicationId: event.payload.applicationId, invitation: event.payload.invitation, closed: null, recorded: null };
    case "v1.ChiefLinkFoundClosed": {
      const { applicationId, kind, message } = event.payload;
      const same = state.applicationId === applicationId;
      // A link that closed after an answer through it was recorded still shows that answer.
      return { status: "loaded", applicationId, invitation: same ? state.invitation : null, closed: { kind, message }, recorded: same ? state.recorded : null };
    }
    case "v1.ChiefResponseRecorded":
      return state.applicationId === event.payload.applicationId ? { ...state, recorded: event.payload.evaluation } : state;
    case "v1.StaffSignedIn":
    case "v1.StaffSignedOut":
    case "v1.StaffSessionExpired":
      return initialChiefInvitationState;
    default:
      return trackQuery(state, event, DECISION_QUERIES.chiefInvitation);
  }
};

export const chiefFormRecordReducer = (state: ChiefFormRecordState, event: StoreEvent): ChiefFormRecordState => {
  switch (event.type) {
    case "v1.ChiefFormRecordLoaded":
      return { status: "loaded", applicationId: event.payload.applicationId, record: event.payload.record };
    // A closed link shows no application.
    case "v1.ChiefLinkFoundClosed":
      return initialChiefFormRecordState;
    case "v1.StaffSignedIn":
    case "v1.StaffSignedOut":
    case "v1.StaffSessionExpired":
      return initialChiefFormRecordState;
    default:
      return trackQuery(state, event, DECISION_QUERIES.chiefFormRecord);
  }
};

export const chiefInvitationStore = defineStore("chiefInvitation", initialChiefInvitationState, chiefInvitationReducer);
export const chiefFormRecordStore = defineStore("chiefFormRecord", initialChiefFormRecordState, chiefFormRecordReducer);
