// Edit control on a submitted application: while the staff have given it back, their comment shows at the top of
// the form and "Hand back to staff" asks for a comment of the Business's own (required: core's
// EditControlCommentForm) before the core hands control back; the application then turns read-only again.
import { useState } from "react";
import { EditControlCommentForm, validateForm, yieldPermitEditControl, type PermitFormRecord, type PermitType } from "@ictm/core";
import { Button, Form, FormDialog, FormDialogActions, TextArea, useCore } from "@ictm/ui-kit";
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
  const [comment, setComment] = useState("");
  const [message, setMessage] = useState<string | undefined>(undefined);
  const [tries, setTries] = useState(0);
  const [isPending, setPending] = useState(false);
  const close = () => {
    setComment("");
    setMessage(undefined);
    onClose();
  };
  const handBack = async () => {
    if (isPending) return;
    const errors = validateForm(EditControlCommentForm, { comment });
    setTries((count) => count + 1);
    if (errors["comment"] !== undefined) {
      setMessage(errors["comment"]);
      return;
    }
    setPending(true);
    const result = await core.run(yieldPermitEditControl(type, id, comment));
    setPending(false);
    if (result.ok) close();
    else if (result.error._tag === "ValidationFailed") setMessage(result.error.fieldErrors["comment"] ?? result.error.message);
  };
  return (
    <FormDialog isOpen={isOpen} title="Hand back to staff" onClose={close} isPending={isPending}>
      <Form
        onSubmit={(event) => {
          event.preventDefault();
          void handBack();
        }}
        focusFirstInvalidOn={tries}
      >
        <p className={styles.muted}>The staff read your comment with the changes. You cannot change the application again unless they give it back.</p>
        <TextArea
          label="Comment"
          description="What you changed, and anything the staff should know."
          value={comment}
          onChange={(next) => {
            setComment(next);
            setMessage(undefined);
          }}
          errorMessage={message}
          isRequired
          autoFocus
        />
        <FormDialogActions>
          <Button variant="secondary" onPress={close} isDisabled={isPending}>
            Cancel
          </Button>
          <Button type="submit" isPending={isPending}>
            Hand back
          </Button>
        </FormDialogActions>
      </Form>
    </FormDialog>
  );
}
