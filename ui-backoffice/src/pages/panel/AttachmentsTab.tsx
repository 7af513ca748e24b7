// The panel's attachments: the files staff attached in each status step (with the comment they gave, who and
// when), downloadable; your own can be replaced or deleted with a comment. A new file goes to the current step
// through the one upload mechanism (FileDropZone), with an optional comment.
import { useSignals } from "@preact/signals-react/runtime";
import { attachmentsOf, loadBoardAttachments, type BoardApplication } from "@ictm/core";
import { useCore } from "@ictm/ui-kit";
import { useEffect } from "react";
import { AttachmentEntry } from "./AttachmentEntry.tsx";
import { AttachmentUpload } from "./AttachmentUpload.tsx";
import * as styles from "./Panel.css.ts";

export function AttachmentsTab({ application }: { application: BoardApplication }) {
  return (
    <div className={styles.stack}>
      {application.statusSteps.map((step) => (
        <StepAttachments key={step.id} statusStepId={step.id} title={step.workflowStepName} />
      ))}
      <AttachmentUpload statusStepId={application.statusStep.id} stepName={application.workflowStep.name} />
    </div>
  );
}

function StepAttachments({ statusStepId, title }: { statusStepId: string; title: string }) {
  useSignals();
  const core = useCore();
  const state = core.stores.boardAttachments.value;
  const attachments = attachmentsOf(state, statusStepId);
  const isLoaded = statusStepId in state.byStatusStep;
  useEffect(() => {
    void core.run(loadBoardAttachments(statusStepId));
  }, [core, statusStepId]);
  return (
    <section className={styles.section} aria-label={`Attachments in ${title}`}>
      <h3 className={styles.sectionTitle}>{title}</h3>
      {!isLoaded ? (
        <p className={styles.muted}>{state.status === "failed" ? "The attachments could not be loaded." : "Loading the attachments…"}</p>
      ) : attachments.length === 0 ? (
        <p className={styles.muted}>No attachments in this step.</p>
      ) : (
        <ul className={styles.list}>
          {attachments.map((attachment) => (
            <AttachmentEntry key={attachment.id} attachment={attachment} />
          ))}
        </ul>
      )}
    </section>
  );
}
