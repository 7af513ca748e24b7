// The workflow's board the staff member has open, folded from the event log. A move shows at once
// (`v1.BoardCardMoveStarted`), keeps the board as it was before it, and ends with the server's board (settled) or
// exactly that earlier board (rolled back). A card archived from a listing leaves it. A step's target changed by an
// administrator shows on its column at once, and its cards' overdue marks follow (core's isOverdue of each card's
// working days in the step). A pure reducer; cleared when the staff session changes.
import { produce } from "immer";
import type { StoreEvent } from "../events/client-event.ts";
import { isOverdue } from "../statistics/statistics-rules.ts";
import { defineStore } from "../stores/define-store.ts";
import { trackQuery, type LoadStatus } from "../stores/query-status.ts";
import { placeCard, withoutCard } from "./board-moves.ts";
import type { ApplicationRecord, KanbanBoard } from "./board-records.ts";
import { BOARD_QUERIES } from "./client-events.ts";

/** A move shown before the server answered it, with the board as it was just before. */
export interface PendingMove {
  readonly applicationId: string;
  readonly toStep: string;
  readonly beforeId: string | null;
  readonly previous: KanbanBoard;
}

export interface KanbanBoardState {
  readonly status: LoadStatus;
  readonly workflowId: string | null;
  readonly board: KanbanBoard | null;
  /** The cards per column it was loaded with (undefined = the server's default); a move asks for as many. */
  readonly cardsPerColumn?: number | undefined;
  /** Moves awaiting the server, oldest first; their cards are already in their new places in `board`. */
  readonly pending: ReadonlyArray<PendingMove>;
}

export const initialKanbanBoardState: KanbanBoardState = { status: "idle", workflowId: null, board: null, pending: [] };

export const kanbanBoardReducer = (state: KanbanBoardState, event: StoreEvent): KanbanBoardState => {
  switch (event.type) {
    case "v1.KanbanBoardLoaded":
      return { status: "loaded", workflowId: event.payload.workflowId, board: event.payload.board, cardsPerColumn: event.payload.cardsPerColumn, pending: [] };
    case "v1.BoardCardMoveStarted": {
      const { workflowId, applicationId, toStep, beforeId } = event.payload;
      if (state.board === null || state.workflowId !== workflowId) return state;
      const placed = placeCard(state.board, applicationId, toStep, beforeId);
      if (placed === undefined) return state;
      return { ...state, board: placed, pending: [...state.pending, { applicationId, toStep, beforeId, previous: state.board }] };
    }
    case "v1.BoardCardMoveSettled": {
      const { workflowId, applicationId, board } = event.payload;
      if (state.workflowId !== workflowId) return state;
      return { ...state, board, pending: state.pending.filter((move) => move.applicationId !== applicationId) };
    }
    case "v1.BoardCardMoveRolledBack": {
      // The board before this move; moves started after it were shown on top of it and go with it (each of them
      // settles with the server's board or rolls back to nothing pending).
      const { workflowId, applicationId } = event.payload;
      const index = state.pending.findIndex((move) => move.applicationId === applicationId);
      const move = state.pending[index];
      if (state.workflowId !== workflowId || move === undefined) return state;
      return { ...state, board: move.previous, pending: state.pending.slice(0, index) };
    }
    // The application as the server answered it last: its version (a move's If-Match) and edit control.
    case "v1.BoardApplicationLoaded":
    case "v1.BoardEditControlChanged":
      return withApplication(state, event.payload.application.applicationRecord);
    // Archived from a listing or its panel: the application leaves the board (unarchived, it is back on the
    // board's next read; the toggle's answer is no card).
    case "v1.ApplicationArchiveToggled": {
      const { archived, application } = event.payload;
      if (!archived || state.board === null) return state;
      const board = withoutCard(state.board, application.id);
      return board === state.board ? state : { ...state, board, pending: state.pending.filter((move) => move.applicationId !== application.id) };
    }
    case "v1.StepTargetChanged": {
      const { workflowId, target } = event.payload;
      if (state.board === null || state.workflowId !== workflowId) return state;
      const board = withTarget(state.board, target.key, target.targetWorkingDays);
      // A move awaiting the server falls back to a board that shows the target too.
      const pending = state.pending.map((move) => ({ ...move, previous: withTarget(move.previous, target.key, target.targetWorkingDays) }));
      return { ...state, board, pending };
    }
    case "v1.StaffSignedIn":
    case "v1.StaffSignedOut":
    case "v1.StaffSessionExpired":
      return initialKanbanBoardState;
    default:
      return trackQuery(state, event, BOARD_QUERIES.kanbanBoard);
  }
};

const withApplication = (state: KanbanBoardState, record: ApplicationRecord): KanbanBoardState => {
  const id = record.application.id;
  const onBoard = state.board?.columns.some((column) => column.cards.some((card) => card.applicationRecord.application.id === id));
  if (state.board === null || onBoard !== true) return state;
  const board = produce(state.board, (draft) => {
    for (const column of draft.columns) {
      for (const card of column.cards) if (card.applicationRecord.application.id === id) card.applicationRecord = record;
    }
  });
  return { ...state, board };
};

/** The step's column with its new target, each of its cards overdue or not by it. */
const withTarget = (board: KanbanBoard, step: string, target: number | null): KanbanBoard => {
  if (!board.columns.some((column) => column.workflowStep.key === step)) return board;
  return produce(board, (draft) => {
    for (const column of draft.columns) {
      if (column.workflowStep.key !== step) continue;
      column.targetWorkingDays = target;
      for (const card of column.cards) card.overdue = isOverdue(card.workingDaysInStep, target);
    }
  });
};

export const kanbanBoardStore = defineStore("kanbanBoard", initialKanbanBoardState, kanbanBoardReducer);
