// One comment of the discussion: its words, author and times; your own with Edit (in place, the same rule as a
// new comment: core's BoardCommentForm) and Delete (after a confirmation).
import { BoardCommentForm, deleteBoardComment, editBoardComment, formatDateTime, validateForm, type BoardComment } from "@ictm/core";
import { Button, ConfirmDialog, TextArea, useCore, useLeaveConfirmation } from "@ictm/ui-kit";
import { useState } from "react";
import * as styles from "./Panel.css.ts";

export function CommentEntry({ comment }: { comment: BoardComment }) {
  const core = useCore();
  const [draft, setDraft] = useState<string | null>(null);
  const [message, setMessage] = useState<string | undefined>(undefined);
  const [isPending, setPending] = useState(false);
  const [isDeleting, setDeleting] = useState(false);
  useLeaveConfirmation(draft !== null && draft !== comment.commentContent);

  const save = async () => {
    if (draft === null || isPending) return;
    const error = validateForm(BoardCommentForm, { commentContent: draft })["commentContent"];
    if (error !== undefined) return setMessage(error);
    setPending(true);
    const result = await core.run(editBoardComment({ statusStepId: comment.statusStepId, commentId: comment.id, commentContent: draft }));
    setPending(false);
    if (result.ok) setDraft(null);
    else if (result.error._tag === "ValidationFailed") setMessage(result.error.fieldErrors["commentContent"] ?? result.error.message);
  };
  const cancelEdit = () => {
    setDraft(null);
    setMessage(undefined);
  };
  const remove = async () => {
    setPending(true);
    const result = await core.run(deleteBoardComment({ statusStepId: comment.statusStepId, commentId: comment.id }));
    setPending(false);
    if (result.ok) setDeleting(false);
  };

  return (
    <li className={styles.entry}>
      {draft === null ? (
        <p className={styles.entryText}>{comment.commentContent}</p>
      ) : (
        <TextArea
          label="Edit your comment"
          value={draft}
          onChange={(next) => {
            setDraft(next);
            setMessage(undefined);
          }}
          errorMessage={message}
          isRequired
          autoFocus
        />
      )}
      <p className={styles.entryMeta}>
        {comment.author.name} · {formatDateTime(comment.createdAt)}
        {comment.editedAt === null ? "" : ` · edited ${formatDateTime(comment.editedAt)}`}
      </p>
      {comment.isMine ? (
        <div className={styles.actions}>
          {draft === null ? (
            <>
              <Button variant="secondary" size="small" onPress={() => setDraft(comment.commentContent)}>Edit</Button>
              <Button variant="secondary" size="small" onPress={() => setDeleting(true)}>Delete</Button>
            </>
          ) : (
            <>
              <Button size="small" onPress={() => void save()} isPending={isPending}>Save comment</Button>
              <Button variant="secondary" size="small" onPress={cancelEdit} isDisabled={isPending}>
                Cancel
              </Button>
            </>
          )}
        </div>
      ) : null}
      <ConfirmDialog isOpen={isDeleting} title="Delete this comment?" confirmLabel="Delete comment" isPending={isPending} onConfirm={() => void remove()} onCancel={() => setDeleting(false)}>
        <p>The comment is removed from the discussion for everyone.</p>
      </ConfirmDialog>
    </li>
  );
}
