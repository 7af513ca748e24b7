// A file field of a permit form (one file, or several): pick or drop, each pick uploaded at once through the core
// (a progress bar while it goes; a field that wants a PDF has images turned into one), then listed with its
// name (opening it), size and a Remove button. The field's value is the stored file ids; the section's Save
// keeps them. A file the core or the server refuses is named under the field.
import { useState } from "react";
import { UPLOAD_RULES, uploadLimitText, type FieldDescriptor } from "@ictm/core";
import { Button, FileDropZone, Link, ProgressBar, formatFileSize } from "@ictm/ui-kit";
import { usePermitFields, type PathBinding } from "./permit-fields-context.ts";
import type { Path } from "./permit-values.ts";
import * as styles from "./Permits.css.ts";

type FileKinds = Extract<FieldDescriptor, { kind: "file" | "files" }>;

let uploads = 0;

export function FileField({ field, binding, path }: { field: FileKinds; binding: PathBinding; path: Path }) {
  const context = usePermitFields();
  const [uploading, setUploading] = useState<ReadonlyArray<{ key: string; name: string }>>([]);
  const [refusal, setRefusal] = useState<string | null>(null);
  const ids = idsOf(binding.value);
  const max = field.kind === "file" ? 1 : field.max;
  const room = max - ids.length - uploading.length;
  const required = field.kind === "file" ? field.required : field.min > 0;

  const take = async (file: File) => {
    const key = `upload-${++uploads}`;
    setUploading((current) => [...current, { key, name: file.name }]);
    const answer = await context.upload(file, field.pdf);
    setUploading((current) => current.filter((entry) => entry.key !== key));
    if (!answer.ok) {
      setRefusal(`${file.name}: ${answer.message}`);
      return;
    }
    setRefusal(null);
    // One file: the new one replaces the one there was, which then goes like a removed one.
    const replaced = field.kind === "file" ? idsOf(binding.value) : [];
    context.change(path, (current) => (field.kind === "file" ? answer.fileId : [...idsOf(current), answer.fileId]));
    for (const id of replaced) context.discard(id);
    binding.onBlur({ relatedTarget: null });
  };

  const remove = (fileId: string) => {
    context.change(path, (current) => (field.kind === "file" ? null : idsOf(current).filter((id) => id !== fileId)));
    context.discard(fileId);
  };

  const description = [field.help, `${uploadLimitText("document")}${field.kind === "files" ? ` each, up to ${field.max} files` : ""}.`, field.pdf ? "A picture is turned into a PDF." : null]
    .filter(Boolean)
    .join(" ");

  return (
    <div className={styles.entries}>
      <FileDropZone
        label={field.label}
        description={description}
        buttonLabel={field.kind === "file" ? (ids.length > 0 ? "Replace the file" : "Choose a file") : "Choose files"}
        acceptedFileTypes={UPLOAD_RULES.document.mediaTypes}
        allowsMultiple={field.kind === "files"}
        files={[]}
        onSelect={(files) => {
          const chosen = field.kind === "file" ? files.slice(0, 1) : files.slice(0, Math.max(0, room));
          for (const file of chosen) void take(file);
        }}
        errorMessage={refusal ?? binding.errorMessage}
        isRequired={required}
        isDisabled={context.isDisabled || uploading.length > 0 || (field.kind === "files" && room <= 0)}
      />
      {ids.length + uploading.length > 0 ? (
        <ul className={styles.files} aria-label={`${field.label}: files`}>
          {ids.map((id) => {
            const stored = context.files.find((file) => file.fileUpload.id === id);
            const name = stored?.fileUpload.mediaName ?? "A file that is no longer there";
            return (
              <li key={id} className={styles.file}>
                <span className={styles.fileName}>
                  {stored === undefined ? (
                    name
                  ) : (
                    <Link href={stored.fileUpload.mediaUrl} target="_blank" rel="noopener">
                      {name}
                      <span className={styles.small}> (opens in a new tab)</span>
                    </Link>
                  )}
                </span>
                {stored !== undefined ? <span className={styles.small}>{formatFileSize(stored.media.size)}</span> : null}
                <Button variant="quiet" size="small" aria-label={`Remove ${name}`} onPress={() => remove(id)} isDisabled={context.isDisabled}>
                  Remove
                </Button>
              </li>
            );
          })}
          {uploading.map((entry) => (
            <li key={entry.key} className={styles.file}>
              <span className={styles.fileName}>{entry.name}</span>
              <ProgressBar label={`Uploading ${entry.name}`} className={styles.fileName} />
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/** The stored file ids a file field holds: one id, a list of them, or none. */
const idsOf = (value: unknown): string[] =>
  typeof value === "string" && value !== "" ? [value] : Array.isArray(value) ? value.filter((id): id is string => typeof id === "string") : [];
