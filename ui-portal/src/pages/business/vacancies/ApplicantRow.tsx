// One applicant of a vacancy: name and headline, the Local badge, contact details (or that the talent hides them),
// when they applied and the status; the cover note, the resume as it was sent (expandable), the attachment to
// download; and the Business's answers, Shortlist and Decline, each with an optional note the talent is mailed.
// What may be decided is core's rule (mayDecideJobApplicant).
import { useState } from "react";
import {
  APPLICANT_NOTE_MAX_LENGTH,
  DATE_FORMATS,
  declineJobApplicant,
  formatDate,
  JOB_APPLICATION_MESSAGES,
  JOB_APPLICATION_STATUS_LABELS,
  mayDecideJobApplicant,
  shortlistJobApplicant,
  type JobApplicant,
} from "@ictm/core";
import { Badge, Button, Link, TextDialog, useCore } from "@ictm/ui-kit";
import { APPLICATION_STATUS_TONES } from "../../jobs/JobApplication.tsx";
import * as styles from "./ApplicantsPage.css.ts";
import { ResumeSnapshot } from "./ResumeSnapshot.tsx";

type Decision = "shortlisted" | "declined";

export function ApplicantRow({ vacancyId, applicant }: { vacancyId: string; applicant: JobApplicant }) {
  const core = useCore();
  const [asking, setAsking] = useState<Decision | null>(null);
  const nameId = `applicant-${applicant.key}`;
  const hidden = applicant.email === null && applicant.phone === null;
  const decide = (decision: Decision, text: string) =>
    core.run(decision === "shortlisted" ? shortlistJobApplicant(vacancyId, applicant.key, text) : declineJobApplicant(vacancyId, applicant.key, text));
  return (
    <li className={styles.row} aria-labelledby={nameId}>
      <div className={styles.head}>
        <div className={styles.who}>
          <h3 id={nameId} className={styles.name}>
            {applicant.name}
          </h3>
          {applicant.headline === null ? null : <p className={styles.muted}>{applicant.headline}</p>}
          {hidden ? (
            <p className={styles.hidden}>Hidden by the talent</p>
          ) : (
            <p className={styles.contact}>
              {applicant.email === null ? null : <Link href={`mailto:${applicant.email}`}>{applicant.email}</Link>}
              {applicant.phone === null ? null : <span>{applicant.phone}</span>}
            </p>
          )}
        </div>
        <div className={styles.state}>
          {applicant.isLocal ? <Badge tone="info">Local</Badge> : null}
          <Badge tone={APPLICATION_STATUS_TONES[applicant.status]}>{JOB_APPLICATION_STATUS_LABELS[applicant.status]}</Badge>
        </div>
      </div>
      <p className={styles.muted}>Applied on {formatDate(applicant.appliedAt, DATE_FORMATS.dateTime)}</p>
      <div>
        <h4 className={styles.subheading}>Cover note</h4>
        <p className={styles.prose}>{applicant.coverNote.trim() === "" ? "No cover note." : applicant.coverNote}</p>
      </div>
      {applicant.note === null ? null : <p className={styles.muted}>{`Your note: ${applicant.note}`}</p>}
      <ResumeSnapshot resume={applicant.resume} name={applicant.name} />
      {applicant.attachment === null ? null : (
        <p>
          <Link href={applicant.attachment.url} target="_blank" rel="noopener">
            {`Download ${applicant.attachment.name}`}
          </Link>
        </p>
      )}
      {mayDecideJobApplicant(applicant.status, "declined") ? (
        <div className={styles.decisions}>
          {mayDecideJobApplicant(applicant.status, "shortlisted") ? (
            <Button size="small" aria-label={`Shortlist ${applicant.name}`} onPress={() => setAsking("shortlisted")}>
              Shortlist
            </Button>
          ) : null}
          <Button size="small" variant="secondary" aria-label={`Decline ${applicant.name}`} onPress={() => setAsking("declined")}>
            Decline
          </Button>
        </div>
      ) : null}
      <TextDialog
        isOpen={asking !== null}
        title={asking === "shortlisted" ? `Shortlist ${applicant.name}?` : `Decline ${applicant.name}?`}
        label="Note to the talent (optional)"
        description={`We e-mail ${applicant.name} your decision with this note. Up to ${APPLICANT_NOTE_MAX_LENGTH.toLocaleString("en-GB")} characters.`}
        submitLabel={asking === "shortlisted" ? "Shortlist" : "Decline"}
        submitVariant={asking === "declined" ? "danger" : "primary"}
        judge={(text) => ([...text].length > APPLICANT_NOTE_MAX_LENGTH ? JOB_APPLICATION_MESSAGES["note-too-long"] : undefined)}
        field="note"
        run={(text) => decide(asking ?? "shortlisted", text)}
        onClose={() => setAsking(null)}
      />
    </li>
  );
}
