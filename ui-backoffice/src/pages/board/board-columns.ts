// The board as the kanban component takes it: the contract's columns (already only those the caller may view)
// turned into columns of cards, each named for screen readers. Pure: no React, no rule about moves (every card
// may be tried; core's moveCard refuses what the move rule refuses, with its message).
import { formatDate, type KanbanBoard, type KanbanCard as BoardCardRecord } from "@ictm/core";
import type { KanbanColumn } from "@ictm/ui-kit";

export type { BoardCardRecord };

export function boardColumns(board: KanbanBoard): KanbanColumn<BoardCardRecord>[] {
  return board.columns.map((column) => ({
    id: column.workflowStep.key,
    title: column.workflowStep.name,
    count: column.cardCount,
    cards: column.cards.map((card) => ({ id: card.applicationRecord.application.id, label: cardLabel(card), value: card })),
  }));
}

/** "LPA-2026-0001, Borneo Tech Sdn Bhd, LPA, edit control with applicant, final approval 23 Nov 2026". */
export function cardLabel({ applicationRecord: { application, permitType } }: BoardCardRecord): string {
  const parts = [application.reference, application.businessName, permitType.abbreviation];
  if (application.hasUserGivenEditControl) parts.push(EDIT_CONTROL_BADGE.toLowerCase());
  const approved = finalApprovalBadge(application.finalApprovalDateTime);
  if (approved !== null) parts.push(`final approval ${approvalDay(application.finalApprovalDateTime)}`);
  return parts.join(", ");
}

/** "Final approval 23 Nov 2026" (Brunei's date) once final approval is given, else null. */
export function finalApprovalBadge(finalApprovalDateTime: string | null): string | null {
  const day = approvalDay(finalApprovalDateTime);
  return day === "" ? null : `Final approval ${day}`;
}

const approvalDay = (at: string | null): string => formatDate(at, "D MMM YYYY");

export const EDIT_CONTROL_BADGE = "Edit control with applicant";

/** Plural words for a column's count. */
export const applicationsCount = (count: number): string => `${count} ${count === 1 ? "application" : "applications"}`;
