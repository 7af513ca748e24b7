// Edit control on a submitted application: while the staff have given it back, their comment shows at the top of
// the form and "Hand back to staff" asks for a comment of the Business's own (required: core's
// EditControlCommentForm) before the core hands control back; the application then turns read-only again.
import { useState } from "react";
import { EditControlCommentForm, validateForm, yieldPermitEditControl, type PermitFormRecord, type PermitType } from "@ictm/core";
import { Button, TextDialog, useCore } from "@ictm/ui-kit";
import * as styles from "./Permits.css.ts";

export function EditControlNotice({ type, record }: { type: PermitType; record: PermitFormRecord }) {
  const [isOpen, setOpen] = useState(false);
  return (
    <div className={styles.warning} role="region" aria-labelledby="edit-control-title">
      <h2 id="edit-control-title" className={styles.noticeTitle}>
        The staff gave this application back to you for changes
      </h2>
      {record.application.editControlComment !== null && record.application.editControlComment !== "" ? (
        <blockquote className={styles.readValue}>“{record.application.editControlComment}”</blockquote>
      ) : null}
      <p>Change what they ask for and save each section; then hand the application back to them with a comment.</p>
      <div>
        <Button variant="secondary" onPress={() => setOpen(true)}>
          Hand back to staff
        </Button>
      </div>
      <HandBackDialog type={type} id={record.application.id} isOpen={isOpen} onClose={() => setOpen(false)} />
    </div>
  );
}

function HandBackDialog({ type, id, isOpen, onClose }: { type: PermitType; id: string; isOpen: boolean; onClose: () => void }) {
  const core = useCore();
  return (
    <TextDialog
      isOpen={isOpen}
      title="Hand back to staff"
      label="Comment"
      description="What you changed, and anything the staff should know."
      isRequired
      submitLabel="Hand back"
      judge={(comment) => validateForm(EditControlCommentForm, { comment })["comment"]}
      field="comment"
      run={(comment) => core.run(yieldPermitEditControl(type, id, comment))}
      onClose={onClose}
    >
      <p className={styles.muted}>The staff read your comment with the changes. You cannot change the application again unless they give it back.</p>
    </TextDialog>
  );
}
