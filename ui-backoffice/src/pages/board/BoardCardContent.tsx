// What a card on the board shows: the reference (the link that opens the side panel), the business, the permit
// type's abbreviation, how long it has been in its step in working days (as the statistics count them), a badge
// when that is past the step's target ("Overdue", its full words in its title and for screen readers), when the
// applicant holds edit control a badge saying so, and once final approval is given its date and remarks.
// wouter's plain link, not react-aria's: a board renders hundreds of them.
import { formatDateTime } from "@ictm/core";
import { Badge, visuallyHidden, type KanbanCard } from "@ictm/ui-kit";
import { Link } from "wouter";
import { paths } from "../../app/paths.ts";
import { cardAge, EDIT_CONTROL_BADGE, finalApprovalBadge, OVERDUE_BADGE, overdueText, type BoardCardValue } from "./board-columns.ts";
import * as styles from "./BoardPage.css.ts";

export function renderBoardCard(workflowId: string) {
  return function BoardCardContent(card: KanbanCard<BoardCardValue>) {
    const { applicationRecord, statusStep, workingDaysInStep, overdue, targetWorkingDays } = card.value;
    const { application, permitType } = applicationRecord;
    const approved = finalApprovalBadge(application.finalApprovalDateTime);
    const late = overdueText(workingDaysInStep, targetWorkingDays);
    return (
      <div className={styles.cardContent}>
        <div className={styles.cardTop}>
          <Link href={paths.application(workflowId, application.id, "info")} className={styles.cardLink}>
            {application.reference}
          </Link>
          <span className={styles.type} title={permitType.name}>
            {permitType.abbreviation}
          </span>
        </div>
        <p className={styles.business}>{application.businessName}</p>
        <div className={styles.ageRow}>
          <p className={styles.age} title={`In this step since ${formatDateTime(statusStep.enteredAt)}`}>
            {cardAge(workingDaysInStep)}
          </p>
          {overdue ? (
            <span title={late} className={styles.overdue} data-testid="overdue-badge">
              <Badge tone="danger" icon="clock">
                {OVERDUE_BADGE}
                <span className={visuallyHidden}>: {late}</span>
              </Badge>
            </span>
          ) : null}
        </div>
        {application.hasUserGivenEditControl ? (
          <Badge tone="warning" icon="clock">
            {EDIT_CONTROL_BADGE}
          </Badge>
        ) : null}
        {approved === null ? null : (
          <>
            <Badge tone="success" icon="check">
              {approved}
            </Badge>
            {application.finalApprovalRemarks ? (
              <p className={styles.remarks} title={application.finalApprovalRemarks}>
                {application.finalApprovalRemarks}
              </p>
            ) : null}
          </>
        )}
      </div>
    );
  };
}
