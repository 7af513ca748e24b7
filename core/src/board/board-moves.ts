// Moves on a board as the client holds it: where a card is, where a move puts it (what the board shows at once,
// before the server answers), and the move rule read from the board's own columns. Pure; the rule itself is
// ./board-rules.ts (the server's), so the back-office offers and refuses exactly what the server would.
import { produce } from "immer";
import type { StaffRole } from "../staff/roles.ts";
import { mayMoveCard, moveTargets, type StepRoles } from "./board-rules.ts";
import type { KanbanBoard, KanbanCard, KanbanColumn } from "./board-records.ts";

export interface CardOnBoard {
  readonly column: KanbanColumn;
  readonly card: KanbanCard;
  /** The card's place in its column, from 0. */
  readonly index: number;
}

export const cardOf = (board: KanbanBoard, applicationId: string): CardOnBoard | undefined => {
  for (const column of board.columns) {
    const index = column.cards.findIndex((card) => card.applicationRecord.application.id === applicationId);
    const card = column.cards[index];
    if (card !== undefined) return { column, card, index };
  }
  return undefined;
};

/**
 * The board with the card moved into `toStep` before `beforeId` (last when null); `beforeId` equal to the card
 * itself keeps its place. Undefined when the card, the target column or `beforeId` is not on the board. Columns
 * may be partly loaded (`cards` the first of `cardCount`): "last" is last of the whole column, so a card put last
 * in a partly loaded column leaves the loaded cards (it is past them) and only the counts show it.
 */
export const placeCard = (board: KanbanBoard, applicationId: string, toStep: string, beforeId: string | null): KanbanBoard | undefined => {
  const from = cardOf(board, applicationId);
  const target = board.columns.find((column) => column.workflowStep.key === toStep);
  if (from === undefined || target === undefined) return undefined;
  const sameColumn = from.column.workflowStep.key === toStep;
  if (beforeId === applicationId) return sameColumn ? board : undefined;
  const rest = target.cards.filter((card) => idOf(card) !== applicationId);
  const at = beforeId === null ? rest.length : rest.findIndex((card) => idOf(card) === beforeId);
  if (at < 0) return undefined;
  const pastLoaded = beforeId === null && rest.length < target.cardCount - (sameColumn ? 1 : 0);
  return produce(board, (draft) => {
    for (const column of draft.columns) {
      if (column.workflowStep.key !== from.column.workflowStep.key) continue;
      column.cards.splice(from.index, 1);
      if (!sameColumn) column.cardCount -= 1;
    }
    const column = draft.columns.find((candidate) => candidate.workflowStep.key === toStep);
    if (column === undefined) return;
    if (!sameColumn) column.cardCount += 1;
    const moved = produce(from.card, (card) => {
      card.statusStep.workflowStepKey = toStep;
      card.statusStep.workflowStepId = target.workflowStep.id;
    });
    if (!pastLoaded) column.cards.splice(at, 0, moved);
  });
};

/** The board without the card (archived from a listing: it left the board); the same board when it does not hold it. */
export const withoutCard = (board: KanbanBoard, applicationId: string): KanbanBoard => {
  const from = cardOf(board, applicationId);
  if (from === undefined) return board;
  return produce(board, (draft) => {
    const column = draft.columns.find((candidate) => candidate.workflowStep.key === from.column.workflowStep.key);
    if (column === undefined) return;
    column.cards.splice(from.index, 1);
    column.cardCount = Math.max(0, column.cardCount - 1);
  });
};

/** True when the move leaves every column's order as it is (dropped where it was). */
export const isSamePlace = (board: KanbanBoard, placed: KanbanBoard): boolean =>
  board.columns.every((column, i) => sameIds(column.cards, placed.columns[i]?.cards ?? []));

/**
 * The steps with their roles in board order, as the move rule wants them. A step the caller may not view is not
 * on their board: it stands in by its position with no roles, so "the next step" means the same as on the server.
 */
export const stepRolesOfBoard = (board: KanbanBoard): readonly StepRoles[] => {
  const byPosition = new Map(board.columns.map((column) => [column.workflowStep.position, column]));
  const last = Math.max(0, ...byPosition.keys());
  return Array.from({ length: last }, (_, i): StepRoles => {
    const column = byPosition.get(i + 1);
    return column === undefined
      ? { key: `#hidden-${i + 1}`, view: [], act: [] }
      : { key: column.workflowStep.key, view: column.viewPermissions.view, act: column.viewPermissions.act, decisions: column.workflowStep.decisions };
  });
};

export interface BoardMove {
  readonly board: KanbanBoard;
  readonly roles: readonly StaffRole[];
  readonly applicationId: string;
}

/** Core's `mayMoveCard` for a card of this board; false when the card is not on it. */
export const mayMoveOnBoard = ({ board, roles, applicationId, toStep }: BoardMove & { readonly toStep: string }): boolean => {
  const found = cardOf(board, applicationId);
  if (found === undefined) return false;
  const { column, card } = found;
  return mayMoveCard({
    roles,
    steps: stepRolesOfBoard(board),
    from: column.workflowStep.key,
    to: toStep,
    editControlWithApplicant: card.applicationRecord.application.hasUserGivenEditControl,
    finalApprovalGiven: card.applicationRecord.application.finalApprovalDateTime !== null,
  });
};

/**
 * The steps a "Move to step..." menu offers (each card's own step left out), for every card loaded on the board, by
 * application id: in one pass, each case (the card's step, edit control with the applicant, final approval given)
 * worked out once and its answer shared, so a board of thousands of cards costs a few dozen checks.
 */
export const moveTargetsOfBoard = ({ board, roles }: Omit<BoardMove, "applicationId">): ReadonlyMap<string, readonly string[]> => {
  const steps = stepRolesOfBoard(board);
  const byCase = new Map<string, readonly string[]>();
  const targets = new Map<string, readonly string[]>();
  for (const column of board.columns) {
    for (const { applicationRecord: { application } } of column.cards) {
      const editControlWithApplicant = application.hasUserGivenEditControl;
      const finalApprovalGiven = application.finalApprovalDateTime !== null;
      const key = `${column.workflowStep.key} ${editControlWithApplicant} ${finalApprovalGiven}`;
      let answer = byCase.get(key);
      if (answer === undefined) {
        answer = moveTargets({ roles, steps, from: column.workflowStep.key, editControlWithApplicant, finalApprovalGiven });
        byCase.set(key, answer);
      }
      targets.set(application.id, answer);
    }
  }
  return targets;
};

const idOf = (card: KanbanCard | undefined): string | null => card?.applicationRecord.application.id ?? null;

const sameIds = (a: readonly KanbanCard[], b: readonly KanbanCard[]): boolean =>
  a.length === b.length && a.every((card, i) => idOf(card) === idOf(b[i]));
