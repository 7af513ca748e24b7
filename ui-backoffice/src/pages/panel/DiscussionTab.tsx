// The panel's discussion: the comments of each status step the application has been in (oldest first, so the
// newest is last), each with its author and time by core's date rules; your own can be edited and deleted; a new
// comment goes to the current step. Every change is a core command; its toasts are the core's.
import { useSignals } from "@preact/signals-react/runtime";
import { loadBoardComments, type BoardApplication, type BoardComment } from "@ictm/core";
import { Loaded, useCore } from "@ictm/ui-kit";
import { useEffect } from "react";
import { CommentEntry } from "./CommentEntry.tsx";
import { NewCommentForm } from "./NewCommentForm.tsx";
import * as styles from "./Panel.css.ts";

export function DiscussionTab({ application, workflowId }: { application: BoardApplication; workflowId: string }) {
  useSignals();
  const core = useCore();
  const applicationId = application.applicationRecord.application.id;
  const state = core.stores.boardComments.value;
  const comments = state.applicationId === applicationId && state.status !== "loading" ? state.items : null;
  useEffect(() => {
    void core.run(loadBoardComments(workflowId, applicationId));
  }, [core, workflowId, applicationId]);

  return (
    <Loaded value={comments} status={state.status} retry={() => void core.run(loadBoardComments(workflowId, applicationId))} what="the comments">
      {(items) => (
        <div className={styles.stack}>
          {application.statusSteps.map((step) => (
            <StepComments key={step.id} title={step.workflowStepName} comments={items.filter((comment) => comment.statusStepId === step.id)} />
          ))}
          <NewCommentForm statusStepId={application.statusStep.id} stepName={application.workflowStep.name} />
        </div>
      )}
    </Loaded>
  );
}

function StepComments({ title, comments }: { title: string; comments: readonly BoardComment[] }) {
  return (
    <section className={styles.section} aria-label={`Comments in ${title}`}>
      <h3 className={styles.sectionTitle}>{title}</h3>
      {comments.length === 0 ? (
        <p className={styles.muted}>No comments in this step.</p>
      ) : (
        <ol className={styles.list}>
          {comments.map((comment) => (
            <CommentEntry key={comment.id} comment={comment} />
          ))}
        </ol>
      )}
    </section>
  );
}
