// What a card on the board shows: the reference (the link that opens the side panel), the business, the permit
// type's abbreviation, how long it has been in its step (core's relative words), when the applicant holds
// edit control a badge saying so, and once final approval is given its date and remarks. wouter's plain link, not react-aria's: a board renders hundreds of them.
import { relativeWords } from "@ictm/core";
import { Badge, type KanbanCard } from "@ictm/ui-kit";
import { Link } from "wouter";
import { paths } from "../../app/paths.ts";
import { EDIT_CONTROL_BADGE, finalApprovalBadge, type BoardCardRecord } from "./board-columns.ts";
import * as styles from "./BoardPage.css.ts";

export function renderBoardCard(workflowId: string, now: number) {
  return function BoardCardContent(card: KanbanCard<BoardCardRecord>) {
    const { application, permitType } = card.value.applicationRecord;
    const entered = Date.parse(card.value.statusStep.enteredAt);
    const approved = finalApprovalBadge(application.finalApprovalDateTime);
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
        <p className={styles.age}>{Number.isNaN(entered) ? "" : `${relativeWords(now - entered)} in this step`}</p>
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
