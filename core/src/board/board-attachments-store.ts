// The staff's attachments by status step (each list oldest first), as loaded and as changed from the side panel.
// A pure reducer; cleared when the staff session changes.
import type { StoreEvent } from "../events/client-event.ts";
import { defineStore } from "../stores/define-store.ts";
import { trackQuery, type LoadStatus } from "../stores/query-status.ts";
import type { BoardAttachment } from "./board-records.ts";
import { BOARD_QUERIES } from "./client-events.ts";

export interface BoardAttachmentsState {
  /** Of the last loadBoardAttachments. */
  readonly status: LoadStatus;
  readonly byStatusStep: Readonly<Record<string, ReadonlyArray<BoardAttachment>>>;
}

export const initialBoardAttachmentsState: BoardAttachmentsState = { status: "idle", byStatusStep: {} };

/** The attachments of one status step the core holds (none until loaded or added). */
export const attachmentsOf = (state: BoardAttachmentsState, statusStepId: string): ReadonlyArray<BoardAttachment> =>
  (Object.hasOwn(state.byStatusStep, statusStepId) ? state.byStatusStep[statusStepId] : undefined) ?? [];

export const boardAttachmentsReducer = (state: BoardAttachmentsState, event: StoreEvent): BoardAttachmentsState => {
  switch (event.type) {
    case "v1.BoardAttachmentsLoaded":
      return { status: "loaded", byStatusStep: { ...state.byStatusStep, [event.payload.statusStepId]: event.payload.attachments } };
    case "v1.BoardAttachmentAdded": {
      const added = event.payload.attachment;
      const kept = attachmentsOf(state, added.statusStepId).filter((item) => item.id !== added.id);
      return { ...state, byStatusStep: { ...state.byStatusStep, [added.statusStepId]: [...kept, added] } };
    }
    case "v1.BoardAttachmentReplaced": {
      const replaced = event.payload.attachment;
      const list = attachmentsOf(state, replaced.statusStepId).map((item) => (item.id === replaced.id ? replaced : item));
      return { ...state, byStatusStep: { ...state.byStatusStep, [replaced.statusStepId]: list } };
    }
    case "v1.BoardAttachmentDeleted": {
      const id = event.payload.attachmentId;
      const lists = Object.entries(state.byStatusStep).map(([step, list]) => [step, list.filter((item) => item.id !== id)] as const);
      return { ...state, byStatusStep: Object.fromEntries(lists) };
    }
    case "v1.StaffSignedIn":
    case "v1.StaffSignedOut":
    case "v1.StaffSessionExpired":
      return initialBoardAttachmentsState;
    default:
      return trackQuery(state, event, BOARD_QUERIES.boardAttachments);
  }
};

export const boardAttachmentsStore = defineStore("boardAttachments", initialBoardAttachmentsState, boardAttachmentsReducer);
