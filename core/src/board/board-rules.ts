// Who may do what on a board: the rules the server refuses with and the back-office decides what to offer with.
// Pure; the steps and their roles come in as data (the workflow's rows). Never reads a clock or a table.
//
// - A person sees a column (and its cards) when one of their roles is in the step's `view` roles.
// - They act in a step (edit control, notices, moving its cards) when one of their roles is in its `act` roles.
// - A card moves within its column (reorder), to the next step, or back to any earlier step; never skips ahead.
//   The mover must act in the card's step and see the target step. While the applicant holds edit control the
//   card stays in its step (what they change belongs to the step that asked for it); reordering is still allowed.
import { MESSAGES } from "../errors/catalogue.ts";
import { hasAnyRole, type StaffRole } from "../staff/roles.ts";
import { stepAllows, type StepDecisions } from "../decisions/decision-rules.ts";

/** The board's refusals, as the catalogue words them. */
export const BOARD_MESSAGES = {
  moveRefused: MESSAGES.cardMoveRefused,
  actRefused: MESSAGES.boardActRefused,
  notYourComment: MESSAGES.notYourComment,
  notYourAttachment: MESSAGES.notYourAttachment,
} as const;

export interface StepRoles extends StepDecisions {
  readonly key: string;
  readonly view: readonly StaffRole[];
  readonly act: readonly StaffRole[];
}

/** The user permission for a step, as every application answer carries it for the application's current step. */
export interface StepPermission {
  readonly canView: boolean;
  readonly canAct: boolean;
}

export const stepPermission = (roles: readonly StaffRole[], step: StepRoles): StepPermission => {
  const canView = hasAnyRole(roles, step.view);
  return { canView, canAct: canView && hasAnyRole(roles, step.act) };
};

export interface CardMove {
  readonly roles: readonly StaffRole[];
  /** Every step of the workflow, in board order. */
  readonly steps: readonly StepRoles[];
  readonly from: string;
  readonly to: string;
  readonly editControlWithApplicant: boolean;
  /** The application's final approval is given (it has a date). */
  readonly finalApprovalGiven: boolean;
}

export const mayMoveCard = ({ roles, steps, from, to, editControlWithApplicant, finalApprovalGiven }: CardMove): boolean => {
  const fromIndex = steps.findIndex((step) => step.key === from);
  const toIndex = steps.findIndex((step) => step.key === to);
  const source = steps[fromIndex];
  const target = steps[toIndex];
  if (source === undefined || target === undefined) return false;
  if (!stepPermission(roles, source).canAct || !stepPermission(roles, target).canView) return false;
  if (fromIndex === toIndex) return true;
  if (editControlWithApplicant) return false;
  // An application goes on from the step where final approval is given only once it is given.
  if (toIndex === fromIndex + 1 && stepAllows(source, "final-approval") && !finalApprovalGiven) return false;
  return toIndex === fromIndex + 1 || toIndex < fromIndex;
};

/** The steps a card may go to from `from` (its own step first when reordering is allowed), for a "Move to" menu. */
export const moveTargets = (move: Omit<CardMove, "to">): readonly string[] =>
  move.steps.map((step) => step.key).filter((to) => to !== move.from && mayMoveCard({ ...move, to }));

// How many cards a board answer carries per column: a column shows its first cards and counts them all, so a
// board of thousands of applications stays a small answer. The contract's `cardsPerColumn` default and maximum
// are these; the server reads at most this many per column, the back-office asks for more as it shows them.
/** Cards per column when the caller does not say (`cardsPerColumn` absent). */
export const BOARD_CARDS_PER_COLUMN = 50;

/** The most cards per column one answer may carry. */
export const BOARD_MAX_CARDS_PER_COLUMN = 5000;

/** A wanted number of cards per column, kept within 1 and the maximum (absent = the default). */
export const cardsPerColumnOf = (wanted: number | undefined): number =>
  wanted === undefined || !Number.isFinite(wanted) ? BOARD_CARDS_PER_COLUMN : Math.min(BOARD_MAX_CARDS_PER_COLUMN, Math.max(1, Math.floor(wanted)));
