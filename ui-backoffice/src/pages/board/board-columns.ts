// The board as the kanban component takes it: the contract's columns (already only those the caller may view)
// turned into columns of cards, each named for screen readers, each with the steps core's move rule lets the caller
// send it to (its "Move to step…" menu offers only those). Pure: no React. A drag may still try any column; core's
// moveCard refuses what the move rule refuses, with its message.
import { formatDate, moveTargetsOnBoard, type KanbanBoard, type KanbanCard as BoardCardRecord, type StaffRole } from "@ictm/core";
import type { KanbanColumn } from "@ictm/ui-kit";

export type { BoardCardRecord };

export function boardColumns(board: KanbanBoard, roles: readonly StaffRole[]): KanbanColumn<BoardCardRecord>[] {
  return board.columns.map((column) => ({
    id: column.workflowStep.key,
    title: column.workflowStep.name,
    count: column.cardCount,
    cards: column.cards.map((card) => {
      const applicationId = card.applicationRecord.application.id;
      return { id: applicationId, label: cardLabel(card), moveTargets: moveTargetsOnBoard({ board, roles, applicationId }), value: card };
    }),
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
