// Attaching a file to a status step, and replacing one: the one upload mechanism (FileDropZone: drop, paste or
// pick; PDF, PNG or JPEG up to 10 MB, core's rule and its words) and an optional comment. The core checks the
// file before sending it and says "Sorry, these files are not accepted." when it is not.
import { addBoardAttachment, replaceBoardAttachment, UPLOAD_RULES, uploadLimitText, type BoardAttachment, type RunResult } from "@ictm/core";
import { Button, FileDropZone, Form, FormActions, FormDialog, FormDialogActions, TextArea, useCore, useLeaveConfirmation, type PickedFile } from "@ictm/ui-kit";
import { useState, type ReactNode } from "react";
import * as styles from "./Panel.css.ts";

export function AttachmentUpload({ statusStepId, stepName }: { statusStepId: string; stepName: string }) {
  const core = useCore();
  return (
    <section className={styles.section} aria-labelledby="new-attachment">
      <h3 id="new-attachment" className={styles.sectionTitle}>
        Attach a file
      </h3>
      <FileForm
        note={`Attached to ${stepName}.`}
        submitLabel="Attach file"
        send={(file, comment) => core.run(addBoardAttachment({ statusStepId, file, comment }))}
        actions={(submit) => <FormActions>{submit}</FormActions>}
      />
    </section>
  );
}

export function AttachmentReplaceDialog({ attachment, isOpen, onClose }: { attachment: BoardAttachment; isOpen: boolean; onClose: () => void }) {
  const core = useCore();
  return (
    <FormDialog isOpen={isOpen} title={`Replace ${attachment.file.mediaName}`} onClose={onClose}>
      <FileForm
        note="The new file takes the old one's place; the comment says why."
        submitLabel="Replace file"
        send={(file, comment) => core.run(replaceBoardAttachment({ attachmentId: attachment.id, file, comment }))}
        onSent={onClose}
        actions={(submit) => (
          <FormDialogActions>
            <Button variant="secondary" onPress={onClose}>
              Cancel
            </Button>
            {submit}
          </FormDialogActions>
        )}
      />
    </FormDialog>
  );
}

interface FileFormProps {
  note: string;
  submitLabel: string;
  send: (file: File, comment: string) => Promise<RunResult<unknown>>;
  onSent?: () => void;
  actions: (submit: ReactNode) => ReactNode;
}

function FileForm({ note, submitLabel, send, onSent, actions }: FileFormProps) {
  const [picked, setPicked] = useState<PickedFile | null>(null);
  const [comment, setComment] = useState("");
  const [fileError, setFileError] = useState<string | undefined>(undefined);
  const [isPending, setPending] = useState(false);
  const { allowLeaving } = useLeaveConfirmation(picked !== null || comment.trim() !== "");
  const submit = async () => {
    if (isPending) return;
    if (picked === null) return setFileError("Choose a file to attach.");
    setPending(true);
    setPicked({ ...picked, progress: "unknown" });
    const result = await send(picked.file, comment);
    setPending(false);
    if (result.ok) {
      allowLeaving();
      setPicked(null);
      setComment("");
      onSent?.();
    } else setPicked({ id: picked.id, file: picked.file, errorMessage: result.error.message });
  };
  return (
    <Form
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <FileDropZone
        label="File"
        description={`${note} ${uploadLimitText("document")}.`}
        buttonLabel="Choose a file"
        acceptedFileTypes={UPLOAD_RULES.document.mediaTypes}
        files={picked === null ? [] : [picked]}
        onSelect={([file]) => {
          if (file === undefined) return;
          setPicked({ id: `${file.name}-${file.size}-${file.lastModified}`, file });
          setFileError(undefined);
        }}
        onRemove={() => setPicked(null)}
        errorMessage={fileError}
        isRequired
      />
      <TextArea label="Comment" description="Optional: what the file is and why it is attached." value={comment} onChange={setComment} />
      {actions(
        <Button type="submit" isPending={isPending}>
          {submitLabel}
        </Button>,
      )}
    </Form>
  );
}
