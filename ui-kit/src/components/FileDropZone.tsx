// Files picked or dropped (react-aria's DropZone around a FileTrigger): drag and drop, paste, or press the
// button to pick; each file then shows with a preview for images, its name and size, a progress bar while it
// uploads and a button to remove it. Keyboard: the button opens the file picker; the drop zone's own hidden
// button takes a paste.
//
// The file input (hidden by FileTrigger) is the one element labelled by the field's label, so a test or a
// person can find "Registration certificate" and give it a file; the button is named by its own words and
// described by the label. Nothing here uploads: the page decides what a pick does (hold until submit, or
// upload at once) and passes back each file's progress.
import { useCallback, useId, type ReactNode } from "react";
import { DropZone, FileTrigger, type DropItem, type FileDropItem } from "react-aria-components";
import { cx } from "../cx.ts";
import { formatFileSize } from "../files/file-size.ts";
import { useObjectUrl } from "../files/use-object-url.ts";
import { Button } from "./Button.tsx";
import * as styles from "./FileDropZone.css.ts";
import { ProgressBar } from "./ProgressBar.tsx";
import * as fieldStyles from "./TextField.css.ts";

export interface PickedFile {
  /** Stays with the file while it is listed. */
  id: string;
  file: File;
  /** While uploading: 0 to 100, or "unknown" when the amount cannot be told. Leave it out otherwise. */
  progress?: number | "unknown";
  /** Why this file was refused ("Sorry, these files are not accepted."). */
  errorMessage?: string;
}

export interface FileDropZoneProps {
  label: string;
  description?: string;
  /** The button's words: "Choose a file", "Upload a logo". */
  buttonLabel: string;
  /** MIME types, e.g. ["image/png", "image/jpeg", "image/webp"]. */
  acceptedFileTypes: readonly string[];
  allowsMultiple?: boolean;
  /** With this many files listed, picking and dropping stop. */
  maxFiles?: number;
  files: readonly PickedFile[];
  onSelect: (files: File[]) => void;
  /** Offers a Remove button on each file. */
  onRemove?: (id: string) => void;
  errorMessage?: string | undefined;
  isRequired?: boolean;
  isDisabled?: boolean;
  /** Something to show beside the button, e.g. the current picture. */
  children?: ReactNode;
  className?: string;
}

export function FileDropZone({
  label,
  description,
  buttonLabel,
  acceptedFileTypes,
  allowsMultiple = false,
  maxFiles,
  files,
  onSelect,
  onRemove,
  errorMessage,
  isRequired,
  isDisabled = false,
  children,
  className,
}: FileDropZoneProps) {
  const inputId = useId();
  const labelId = `${inputId}-label`;
  const descriptionId = `${inputId}-description`;
  const errorId = `${inputId}-error`;
  const isFull = maxFiles !== undefined && files.length >= maxFiles;
  const isClosed = isDisabled || isFull;
  const room = maxFiles === undefined ? Infinity : maxFiles - files.length;
  const take = (picked: File[]) => {
    const kept = allowsMultiple ? picked.slice(0, room) : picked.slice(0, 1);
    if (kept.length > 0) onSelect(kept);
  };
  // FileTrigger hands its ref to the hidden <input type="file"> but takes no id prop: the label's `for` reaches
  // the input through the ref.
  const identifyInput = useCallback((input: HTMLInputElement | null) => {
    if (input !== null) input.id = inputId;
  }, [inputId]);
  const describedBy = [labelId, description ? descriptionId : null, errorMessage ? errorId : null].filter(Boolean).join(" ");

  return (
    <div className={cx(fieldStyles.field, className)}>
      <span className={fieldStyles.labelRow}>
        <label id={labelId} htmlFor={inputId} className={fieldStyles.label}>
          {label}
        </label>
        {isRequired ? (
          <span aria-hidden="true" className={fieldStyles.requiredMark}>
            *
          </span>
        ) : null}
      </span>
      {description ? (
        <p id={descriptionId} className={fieldStyles.description}>
          {description}
        </p>
      ) : null}
      <DropZone
        aria-label={allowsMultiple ? "Drop or paste files here" : "Drop or paste a file here"}
        isDisabled={isClosed}
        getDropOperation={(types) => (acceptedFileTypes.some((type) => types.has(type)) ? "copy" : "cancel")}
        onDrop={async (event) => take(await Promise.all(event.items.filter(isFile).map((item) => item.getFile())))}
        className={cx(styles.zone, errorMessage !== undefined && styles.invalid)}
      >
        {children ?? <UploadIcon />}
        <span className={styles.hint} aria-hidden="true">
          {allowsMultiple ? "Drag files here, or" : "Drag a file here, or"}
        </span>
        <FileTrigger ref={identifyInput} acceptedFileTypes={[...acceptedFileTypes]} allowsMultiple={allowsMultiple} onSelect={(list) => take(list ? [...list] : [])}>
          <Button variant="secondary" size="small" isDisabled={isClosed} aria-describedby={describedBy}>
            {buttonLabel}
          </Button>
        </FileTrigger>
      </DropZone>
      {isFull && maxFiles !== undefined && maxFiles > 1 ? (
        <p className={fieldStyles.description}>That is the most files you can add here ({maxFiles}). Remove one to add another.</p>
      ) : null}
      {files.length > 0 ? (
        <ul className={styles.files}>
          {files.map((picked) => (
            <FileRow key={picked.id} picked={picked} onRemove={onRemove} />
          ))}
        </ul>
      ) : null}
      {errorMessage !== undefined ? (
        <p id={errorId} className={fieldStyles.error}>
          {errorMessage}
        </p>
      ) : null}
    </div>
  );
}

function FileRow({ picked, onRemove }: { picked: PickedFile; onRemove: ((id: string) => void) | undefined }) {
  const { file, progress, errorMessage } = picked;
  const isImage = file.type.startsWith("image/");
  const preview = useObjectUrl(isImage ? file : null);
  const isUploading = progress !== undefined;
  return (
    <li className={cx(styles.file, errorMessage !== undefined && styles.fileFailed)}>
      {isImage && preview !== null ? (
        <img className={styles.thumb} src={preview} alt="" />
      ) : (
        <span className={styles.fileIcon} aria-hidden="true">
          <DocumentIcon />
        </span>
      )}
      <div className={styles.fileText}>
        <span className={styles.fileName}>{file.name}</span>
        <span className={styles.fileMeta}>{formatFileSize(file.size)}</span>
        {isUploading ? <ProgressBar label={`Uploading ${file.name}`} value={progress === "unknown" ? undefined : progress} /> : null}
        {errorMessage !== undefined ? <span className={styles.fileError}>{errorMessage}</span> : null}
      </div>
      {onRemove && !isUploading ? (
        <Button variant="quiet" size="small" aria-label={`Remove ${file.name}`} onPress={() => onRemove(picked.id)}>
          Remove
        </Button>
      ) : null}
    </li>
  );
}

const isFile = (item: DropItem): item is FileDropItem => item.kind === "file";

function UploadIcon() {
  return (
    <svg className={styles.zoneIcon} aria-hidden="true" width="28" height="28" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round">
      <path d="M12 16V4m0 0-4 4m4-4 4 4M4 15v3a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-3" />
    </svg>
  );
}

function DocumentIcon() {
  return (
    <svg width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round">
      <path d="M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8z" />
      <path d="M14 3v5h5M9 13h6M9 17h4" />
    </svg>
  );
}
