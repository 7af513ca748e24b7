// The application open in the board's side panel (or a listing's), as the server last answered it: its step and
// the caller's permission there, edit control, history and the notices sent. A pure reducer; cleared when the staff
// session changes.
import { produce } from "immer";
import { LISTING_QUERIES } from "../archive/client-events.ts";
import type { StoreEvent } from "../events/client-event.ts";
import { defineStore } from "../stores/define-store.ts";
import { trackQuery, type LoadStatus } from "../stores/query-status.ts";
import type { BoardApplication } from "./board-records.ts";
import { BOARD_QUERIES } from "./client-events.ts";

export interface BoardApplicationState {
  readonly status: LoadStatus;
  readonly application: BoardApplication | null;
}

export const initialBoardApplicationState: BoardApplicationState = { status: "idle", application: null };

export const boardApplicationReducer = (state: BoardApplicationState, event: StoreEvent): BoardApplicationState => {
  switch (event.type) {
    case "v1.BoardApplicationLoaded":
      return { status: "loaded", application: event.payload.application };
    case "v1.BoardEditControlChanged": {
      const changed = event.payload.application;
      return state.application?.applicationRecord.application.id === changed.applicationRecord.application.id
        ? { ...state, application: changed }
        : state;
    }
    case "v1.BoardApplicantNotified": {
      const notice = event.payload.notice;
      if (state.application?.statusSteps.some((step) => step.id === notice.statusStepId) !== true) return state;
      return produce(state, (draft) => {
        draft.application?.notices.push(notice);
      });
    }
    case "v1.StaffSignedIn":
    case "v1.StaffSignedOut":
    case "v1.StaffSessionExpired":
      return initialBoardApplicationState;
    default:
      // The archived listing's panel reads its application into this store too (loadArchivedApplication).
      return trackQuery(trackQuery(state, event, BOARD_QUERIES.boardApplication), event, LISTING_QUERIES.archivedApplication);
  }
};

export const boardApplicationStore = defineStore("boardApplication", initialBoardApplicationState, boardApplicationReducer);
