// The panel's info tab: the business, permit type, reference, current step, who holds edit control and its last
// comment, an lpa's vacancy and its dates, its journey through the steps (each visit with its working days and
// target, and the replay of its history: ./JourneySection.tsx), the notices sent to the applicant; and the
// actions: give or take back edit control, notify the applicant (each asks for a comment). Over a listing it also
// offers the archive toggle (Archive on the approved list, Unarchive on the archived one); an archived application
// is read-only, so there it offers nothing else.
import { formatDateTime, giveEditControl, notifyApplicant, takeEditControl, type BoardApplication } from "@ictm/core";
import { Badge, Button, useCore } from "@ictm/ui-kit";
import { useState } from "react";
import { CommentDialog } from "./CommentDialog.tsx";
import { Fact, NoticeList, VacancyFacts } from "./InfoLists.tsx";
import { JourneySection } from "./JourneySection.tsx";
import type { ArchiveToggle } from "../listings/use-archive-toggle.tsx";
import type { PanelPlace } from "./panel-tabs.ts";
import * as styles from "./Panel.css.ts";

type Asking = "give" | "take" | "notify" | null;

export interface InfoTabProps {
  application: BoardApplication;
  workflowId: string;
  place?: PanelPlace;
  /** Over a listing: its archive toggle. */
  archive?: ArchiveToggle | undefined;
}

export function InfoTab({ application, workflowId, place = "board", archive }: InfoTabProps) {
  const core = useCore();
  const [asking, setAsking] = useState<Asking>(null);
  const { applicationRecord: record, editControl, userPermission, statusStep } = application;
  const input = (comment: string) => ({ applicationId: record.application.id, statusStepId: statusStep.id, comment });
  return (
    <div className={styles.stack}>
      <section className={styles.section} aria-labelledby="panel-summary">
        <h3 id="panel-summary" className={styles.sectionTitle}>
          Summary
        </h3>
        <dl className={styles.readList}>
          <Fact term="Business">{record.application.businessName}</Fact>
          <Fact term="Permit type">{`${record.permitType.name} (${record.permitType.abbreviation})`}</Fact>
          <Fact term="Reference">{record.application.reference}</Fact>
          <Fact term="Current step">{application.workflowStep.name}</Fact>
          <Fact term="Submitted">{formatDateTime(record.application.submittedAt)}</Fact>
          <Fact term="Personnel">{String(record.application.personnelCount)}</Fact>
        </dl>
      </section>

      {archive && place !== "board" ? <ArchiveSection application={application} archived={place === "archived"} archive={archive} /> : null}

      <section className={styles.section} aria-labelledby="panel-edit-control">
        <h3 id="panel-edit-control" className={styles.sectionTitle}>
          Edit control
        </h3>
        <dl className={styles.readList}>
          <Fact term="Held by">
            {editControl.withApplicant ? <Badge tone="warning" icon="clock">The applicant</Badge> : <Badge tone="neutral">The staff</Badge>}
          </Fact>
          <Fact term="Last comment">{editControl.comment === null || editControl.comment === "" ? "None" : editControl.comment}</Fact>
        </dl>
        {place === "archived" ? (
          <p className={styles.muted}>An archived application cannot be changed.</p>
        ) : userPermission.canAct ? (
          <div className={styles.actions}>
            {editControl.withApplicant ? (
              <Button variant="secondary" onPress={() => setAsking("take")}>Take back edit control</Button>
            ) : (
              <Button variant="secondary" onPress={() => setAsking("give")}>Give edit control to the applicant</Button>
            )}
            <Button variant="secondary" onPress={() => setAsking("notify")}>Notify the applicant</Button>
          </div>
        ) : (
          <p className={styles.muted}>Only the staff who act in {application.workflowStep.name} can change edit control or notify the applicant.</p>
        )}
      </section>

      {application.vacancy ? <VacancyFacts vacancy={application.vacancy} /> : null}
      <JourneySection key={record.application.id} application={application} workflowId={workflowId} />
      <NoticeList notices={application.notices} />

      <CommentDialog
        isOpen={asking === "give"}
        title="Give edit control to the applicant"
        description="Say what the Business should change. They receive it by e-mail and see it on their application."
        submitLabel="Give edit control"
        onClose={() => setAsking(null)}
        run={(comment) => core.run(giveEditControl(input(comment)))}
      />
      <CommentDialog
        isOpen={asking === "take"}
        title="Take back edit control"
        description="Say why. The Business can no longer change the application."
        submitLabel="Take back edit control"
        onClose={() => setAsking(null)}
        run={(comment) => core.run(takeEditControl(input(comment)))}
      />
      <CommentDialog
        isOpen={asking === "notify"}
        title="Notify the applicant"
        description="The Business receives this by e-mail; it is recorded on the application."
        submitLabel="Send notice"
        onClose={() => setAsking(null)}
        run={(comment) => core.run(notifyApplicant({ statusStepId: statusStep.id, comment }))}
      />
    </div>
  );
}

/** The archive toggle of an approved application (or an archived one), with what it does. */
function ArchiveSection({ application, archived, archive }: { application: BoardApplication; archived: boolean; archive: ArchiveToggle }) {
  const { id, reference } = application.applicationRecord.application;
  return (
    <section className={styles.section} aria-labelledby="panel-archive">
      <h3 id="panel-archive" className={styles.sectionTitle}>
        {archived ? "Archived" : "Archive"}
      </h3>
      <p className={styles.muted}>
        {archived
          ? "Off the board and the approved list, and read-only. Unarchiving brings it back to both."
          : "Archiving takes it off the approved list and the board, and makes it read-only; it can be unarchived from the archived list."}
      </p>
      {archive.allowed ? (
        <div className={styles.actions}>
          <Button variant="secondary" isPending={archive.pendingId === id} onPress={() => archive.ask({ id, reference })}>
            {archive.label}
          </Button>
        </div>
      ) : (
        <p className={styles.muted}>Only officers and administrators archive and unarchive approved applications.</p>
      )}
    </section>
  );
}
