// One attachment: the file (a link that opens or downloads it), its size, comment, author and time; your own
// with Replace (a new file and a comment) and Delete (a comment that says why, required).
import { deleteBoardAttachment, formatDateTime, type BoardAttachment } from "@ictm/core";
import { Button, formatFileSize, Link, useCore } from "@ictm/ui-kit";
import { useState } from "react";
import { AttachmentReplaceDialog } from "./AttachmentUpload.tsx";
import { CommentDialog } from "./CommentDialog.tsx";
import * as styles from "./Panel.css.ts";

export function AttachmentEntry({ attachment }: { attachment: BoardAttachment }) {
  const core = useCore();
  const [asking, setAsking] = useState<"replace" | "delete" | null>(null);
  const { file } = attachment;
  return (
    <li className={styles.entry}>
      <p className={styles.entryText}>
        <Link href={file.mediaUrl} download={file.mediaName}>
          {file.mediaName}
        </Link>{" "}
        <span className={styles.small}>({formatFileSize(file.size)}, downloads)</span>
      </p>
      {attachment.comment === "" ? null : <p className={styles.entryText}>{attachment.comment}</p>}
      <p className={styles.entryMeta}>
        {attachment.author.name} · {formatDateTime(attachment.createdAt)}
        {attachment.updatedAt === attachment.createdAt ? "" : ` · replaced ${formatDateTime(attachment.updatedAt)}`}
      </p>
      {attachment.isMine ? (
        <div className={styles.actions}>
          <Button variant="secondary" size="small" onPress={() => setAsking("replace")} aria-label={`Replace ${file.mediaName}`}>
            Replace
          </Button>
          <Button variant="secondary" size="small" onPress={() => setAsking("delete")} aria-label={`Delete ${file.mediaName}`}>
            Delete
          </Button>
        </div>
      ) : null}
      <AttachmentReplaceDialog attachment={attachment} isOpen={asking === "replace"} onClose={() => setAsking(null)} />
      <CommentDialog
        isOpen={asking === "delete"}
        title={`Delete ${file.mediaName}?`}
        description="Say why it is removed; the comment stays on the record."
        submitLabel="Delete attachment"
        onClose={() => setAsking(null)}
        run={(comment) => core.run(deleteBoardAttachment({ attachmentId: attachment.id, comment }))}
      />
    </li>
  );
}
