// The staff's discussion of the application open in the side panel: its comments in every status step, oldest
// first. A comment added, edited or deleted from the panel updates the list in place. A pure reducer; cleared when
// the staff session changes.
import type { StoreEvent } from "../events/client-event.ts";
import { defineStore } from "../stores/define-store.ts";
import { trackQuery, type LoadStatus } from "../stores/query-status.ts";
import type { BoardComment } from "./board-records.ts";
import { BOARD_QUERIES } from "./client-events.ts";

export interface BoardCommentsState {
  readonly status: LoadStatus;
  /** Whose comments the list holds (null until loaded). */
  readonly applicationId: string | null;
  readonly items: ReadonlyArray<BoardComment>;
}

export const initialBoardCommentsState: BoardCommentsState = { status: "idle", applicationId: null, items: [] };

export const boardCommentsReducer = (state: BoardCommentsState, event: StoreEvent): BoardCommentsState => {
  switch (event.type) {
    case "v1.BoardCommentsLoaded":
      return { status: "loaded", applicationId: event.payload.applicationId, items: event.payload.comments };
    // Comments are added from the panel of the application whose list is open: newest last.
    case "v1.BoardCommentAdded": {
      const added = event.payload.comment;
      if (state.applicationId === null) return state;
      return { ...state, items: [...state.items.filter((item) => item.id !== added.id), added] };
    }
    case "v1.BoardCommentEdited": {
      const edited = event.payload.comment;
      return { ...state, items: state.items.map((item) => (item.id === edited.id ? edited : item)) };
    }
    case "v1.BoardCommentDeleted":
      return { ...state, items: state.items.filter((item) => item.id !== event.payload.commentId) };
    case "v1.StaffSignedIn":
    case "v1.StaffSignedOut":
    case "v1.StaffSessionExpired":
      return initialBoardCommentsState;
    default:
      return trackQuery(state, event, BOARD_QUERIES.boardComments);
  }
};

export const boardCommentsStore = defineStore("boardComments", initialBoardCommentsState, boardCommentsReducer);
