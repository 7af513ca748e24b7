// The board as the kanban component takes it: the contract's columns (already only those the caller may view)
// turned into columns of cards, each named for screen readers, each with the steps core's move rule lets the caller
// send it to (its "Move to step…" menu offers only those). Pure: no React. A drag may still try any column; core's
// moveCard refuses what the move rule refuses, with its message. A column with a target (SLA) says it under its
// title; a card past its step's target is overdue (the server says so with core's isOverdue).
import { DATE_FORMATS, formatDate, moveTargetsOfBoard, STATISTICS_TEXTS, type KanbanBoard, type KanbanCard as BoardCardRecord, type StaffRole } from "@ictm/core";
import type { KanbanColumn } from "@ictm/ui-kit";

export type { BoardCardRecord };

/** A board card and its column's target in working days (null: none), as the card's content shows them. */
export interface BoardCardValue extends BoardCardRecord {
  readonly targetWorkingDays: number | null;
}

export function boardColumns(board: KanbanBoard, roles: readonly StaffRole[]): KanbanColumn<BoardCardValue>[] {
  const moveTargets = moveTargetsOfBoard({ board, roles });
  return board.columns.map((column) => {
    const note = targetNote(column.targetWorkingDays);
    return {
      id: column.workflowStep.key,
      title: column.workflowStep.name,
      ...(note === null ? {} : { note }),
      count: column.cardCount,
      cards: column.cards.map((card) => {
        const applicationId = card.applicationRecord.application.id;
        return {
          id: applicationId,
          label: cardLabel(card),
          moveTargets: moveTargets.get(applicationId) ?? [],
          value: { ...card, targetWorkingDays: column.targetWorkingDays },
        };
      }),
    };
  });
}

/** "LPA-2026-0001, Borneo Tech Sdn Bhd, LPA, edit control with applicant, final approval 23 Nov 2026, overdue". */
export function cardLabel({ applicationRecord: { application, permitType }, overdue }: BoardCardRecord): string {
  const parts = [application.reference, application.businessName, permitType.abbreviation];
  if (application.hasUserGivenEditControl) parts.push(EDIT_CONTROL_BADGE.toLowerCase());
  const approved = finalApprovalBadge(application.finalApprovalDateTime);
  if (approved !== null) parts.push(`final approval ${approvalDay(application.finalApprovalDateTime)}`);
  if (overdue) parts.push(OVERDUE_BADGE.toLowerCase());
  return parts.join(", ");
}

/** "Final approval 23 Nov 2026" (Brunei's date) once final approval is given, else null. */
export function finalApprovalBadge(finalApprovalDateTime: string | null): string | null {
  const day = approvalDay(finalApprovalDateTime);
  return day === "" ? null : `Final approval ${day}`;
}

const approvalDay = (at: string | null): string => formatDate(at, DATE_FORMATS.day);

export const EDIT_CONTROL_BADGE = "Edit control with applicant";
export const OVERDUE_BADGE = STATISTICS_TEXTS.overdue;

/** Under a column's title: "Target 5 working days"; null without a target (core's words). */
export const targetNote = (target: number | null): string | null => (target === null ? null : STATISTICS_TEXTS.target(target));

/** A card's age in its step: "2.5 working days in this step". */
export const cardAge = (workingDaysInStep: number): string => STATISTICS_TEXTS.inStep(workingDaysInStep);

/** What an overdue badge says in full: "6.5 working days in this step; target 5". */
export const overdueText = (workingDaysInStep: number, target: number | null): string =>
  target === null ? cardAge(workingDaysInStep) : STATISTICS_TEXTS.overdueDetail(workingDaysInStep, target);

/** Plural words for a column's count. */
export const applicationsCount = (count: number): string => `${count} ${count === 1 ? "application" : "applications"}`;
