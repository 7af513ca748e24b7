// The board's part of an application aggregate: where its card is, the status steps it has had, and the live
// comments and attachments with their authors (what the deciders in ./decide.ts check). Folded from the board
// facts of ./events.ts by ../permits/transitions.ts. Pure.
import type { Schema } from "effect";
import type { BOARD_EVENTS } from "./events.ts";

export type BoardEvent = Schema.Schema.Type<(typeof BOARD_EVENTS)[number]>;

export interface CardPlacement {
  readonly workflowId: string;
  readonly step: string;
  readonly sortKey: string;
  readonly statusStepId: string;
}

export interface Authored {
  readonly statusStepId: string;
  readonly by: string;
}

export interface BoardData {
  /** The card on its workflow's board; null until the application is submitted into a workflow. */
  readonly card: CardPlacement | null;
  /** Step key -> the status step id the application has (had) there: one per step, reused on coming back. */
  readonly statusSteps: Readonly<Record<string, string>>;
  readonly comments: Readonly<Record<string, Authored>>;
  readonly attachments: Readonly<Record<string, Authored & { readonly fileId: string }>>;
}

export const emptyBoardData: BoardData = { card: null, statusSteps: {}, comments: {}, attachments: {} };

/** The status step of this application with that id, if it has one. */
export const hasStatusStep = (board: BoardData, statusStepId: string): boolean => Object.values(board.statusSteps).includes(statusStepId);

/** The step key of one of the application's status steps. */
export const stepOfStatusStep = (board: BoardData, statusStepId: string): string | undefined =>
  Object.entries(board.statusSteps).find(([, id]) => id === statusStepId)?.[0];

export const evolveBoard = (board: BoardData, event: BoardEvent): BoardData => {
  switch (event.type) {
    case "v1.CardPlaced": {
      const { workflowId, step, sortKey, statusStepId } = event.payload;
      return { ...board, card: { workflowId, step, sortKey, statusStepId }, statusSteps: { ...board.statusSteps, [step]: statusStepId } };
    }
    case "v1.CardMoved": {
      const { workflowId, to, sortKey, statusStepId } = event.payload;
      return { ...board, card: { workflowId, step: to, sortKey, statusStepId }, statusSteps: { ...board.statusSteps, [to]: statusStepId } };
    }
    case "v1.CommentAdded": {
      const { commentId, statusStepId, by } = event.payload;
      return { ...board, comments: { ...board.comments, [commentId]: { statusStepId, by } } };
    }
    case "v1.CommentEdited":
      return board;
    case "v1.CommentDeleted":
      return { ...board, comments: without(board.comments, event.payload.commentId) };
    case "v1.AttachmentAdded": {
      const { attachmentId, statusStepId, fileId, by } = event.payload;
      return { ...board, attachments: { ...board.attachments, [attachmentId]: { statusStepId, fileId, by } } };
    }
    case "v1.AttachmentReplaced": {
      const { attachmentId, fileId } = event.payload;
      const current = board.attachments[attachmentId];
      return current === undefined ? board : { ...board, attachments: { ...board.attachments, [attachmentId]: { ...current, fileId } } };
    }
    case "v1.AttachmentDeleted":
      return { ...board, attachments: without(board.attachments, event.payload.attachmentId) };
    case "v1.ApplicantNotified":
      return board;
  }
};

const without = <T>(record: Readonly<Record<string, T>>, key: string): Readonly<Record<string, T>> =>
  Object.fromEntries(Object.entries(record).filter(([id]) => id !== key));
