// One expatriate in the person approval tab: name, particulars, status (Pending, Approved or Refused: the word in a
// badge), the latest decision's remarks and who made it; Approve and Refuse when the caller may decide; the
// letters of an approved person (drafts, or the final ones after final approval).
import { DATE_FORMATS, formatDate, formatDateTime, type ExpatPerson, type PermitType } from "@ictm/core";
import { Badge, Button } from "@ictm/ui-kit";
import { useState } from "react";
import { Fact } from "./InfoLists.tsx";
import { LetterDownloads } from "./LetterDownloads.tsx";
import { PersonDecisionDialog } from "./PersonDecisionDialog.tsx";
import * as styles from "./Panel.css.ts";

export interface PersonEntryProps {
  permitType: PermitType;
  applicationId: string;
  person: ExpatPerson;
  mayDecide: boolean;
  /** Final approval is set: the final letters replace the drafts. */
  isFinal: boolean;
}

export function PersonEntry({ permitType, applicationId, person, mayDecide, isFinal }: PersonEntryProps) {
  const [decision, setDecision] = useState<"approve" | "refuse" | null>(null);
  const headingId = `person-${person.index}`;
  return (
    <li className={styles.entry} aria-labelledby={headingId}>
      <div className={styles.entryHead}>
        <h4 id={headingId} className={styles.entryName}>
          {person.fullName}
        </h4>
        <PersonStatus person={person} />
      </div>
      <dl className={styles.readList}>
        <Fact term="Nationality">{person.nationality}</Fact>
        <Fact term="Passport number">{person.passportNumber}</Fact>
        <Fact term="Date of birth">{formatDate(person.dateOfBirth, DATE_FORMATS.day) || person.dateOfBirth}</Fact>
        <Fact term="Job role">{person.jobRoleNamePosition}</Fact>
        {person.decided ? <Fact term="Remarks">{person.remarks === "" ? "None" : person.remarks}</Fact> : null}
      </dl>
      {person.decided && person.decidedBy !== null ? (
        <p className={styles.entryMeta}>
          {person.isApproved ? "Approved" : "Refused"} by {person.decidedBy.name} · {formatDateTime(person.decidedAt)}
        </p>
      ) : null}
      {mayDecide ? (
        <div className={styles.actions}>
          <Button size="small" onPress={() => setDecision("approve")} aria-label={`Approve ${person.fullName}`}>
            Approve
          </Button>
          <Button variant="secondary" size="small" onPress={() => setDecision("refuse")} aria-label={`Refuse ${person.fullName}`}>
            Refuse
          </Button>
        </div>
      ) : null}
      {person.isApproved ? <LetterDownloads permitType={permitType} applicationId={applicationId} personIndex={person.index} fullName={person.fullName} draft={!isFinal} /> : null}
      <PersonDecisionDialog permitType={permitType} applicationId={applicationId} person={person} decision={decision} onClose={() => setDecision(null)} />
    </li>
  );
}

function PersonStatus({ person }: { person: ExpatPerson }) {
  if (!person.decided) return <Badge tone="neutral" icon="clock">Pending</Badge>;
  return person.isApproved ? (
    <Badge tone="success" icon="check">
      Approved
    </Badge>
  ) : (
    <Badge tone="danger" icon="cross">
      Refused
    </Badge>
  );
}
