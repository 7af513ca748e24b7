// A dialog that asks staff for a comment before an action that tells the applicant (give or take back edit
// control, notify the applicant, delete an attachment). The comment is required (core's StaffCommentForm); while
// it holds text, leaving the page asks first. The action is the caller's core command; its toasts are the core's.
import { StaffCommentForm, validateForm, type RunResult } from "@ictm/core";
import { Button, Form, FormDialog, FormDialogActions, TextArea, useLeaveConfirmation } from "@ictm/ui-kit";
import { useState, type ReactNode } from "react";

export interface CommentDialogProps {
  isOpen: boolean;
  title: string;
  children?: ReactNode;
  /** The field's description: what the comment is for and who reads it. */
  description: string;
  submitLabel: string;
  onClose: () => void;
  run: (comment: string) => Promise<RunResult<unknown>>;
}

export function CommentDialog({ isOpen, title, children, description, submitLabel, onClose, run }: CommentDialogProps) {
  const [comment, setComment] = useState("");
  const [message, setMessage] = useState<string | undefined>(undefined);
  const [tries, setTries] = useState(0);
  const [isPending, setPending] = useState(false);
  const { allowLeaving } = useLeaveConfirmation(isOpen && comment.trim() !== "");
  const close = () => {
    setComment("");
    setMessage(undefined);
    onClose();
  };
  const submit = async () => {
    if (isPending) return;
    const errors = validateForm(StaffCommentForm, { comment });
    setTries((count) => count + 1);
    if (errors["comment"] !== undefined) return setMessage(errors["comment"]);
    setPending(true);
    const result = await run(comment);
    setPending(false);
    if (result.ok) {
      allowLeaving();
      close();
    } else if (result.error._tag === "ValidationFailed") setMessage(result.error.fieldErrors["comment"] ?? result.error.message);
  };
  return (
    <FormDialog isOpen={isOpen} title={title} onClose={close} isPending={isPending}>
      <Form
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
        focusFirstInvalidOn={tries}
      >
        {children}
        <TextArea
          label="Comment"
          description={description}
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
            {submitLabel}
          </Button>
        </FormDialogActions>
      </Form>
    </FormDialog>
  );
}
