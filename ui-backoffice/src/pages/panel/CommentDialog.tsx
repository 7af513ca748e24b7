// A dialog that asks staff for a comment before an action that tells the applicant (give or take back edit
// control, notify the applicant, delete an attachment). The comment is required (core's StaffCommentForm); the
// dialog itself is ui-kit's TextDialog. The action is the caller's core command; its toasts are the core's.
import { StaffCommentForm, validateForm, type RunResult } from "@ictm/core";
import { TextDialog } from "@ictm/ui-kit";
import type { ReactNode } from "react";

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
  return (
    <TextDialog
      isOpen={isOpen}
      title={title}
      label="Comment"
      description={description}
      isRequired
      submitLabel={submitLabel}
      judge={(comment) => validateForm(StaffCommentForm, { comment })["comment"]}
      field="comment"
      run={run}
      onClose={onClose}
    >
      {children}
    </TextDialog>
  );
}
