// A picture that replaces the current one as soon as it is picked (a Talent's profile picture, a Business's
// logo): pre-checked against the core's rules first, then uploaded with a progress bar; once stored, the core's
// stores show it everywhere at once (the header too). A refused file stays listed with why, until removed.
import { useState } from "react";
import { checkUploadFiles, UPLOAD_RULES, type RunResult } from "@ictm/core";
import { Avatar, FileDropZone, type PickedFile } from "@ictm/ui-kit";
import * as styles from "./ImageUpload.css.ts";

export interface ImageUploadProps {
  purpose: "picture" | "logo";
  label: string;
  buttonLabel: string;
  description: string;
  /** The name whose initials stand in while there is no picture. */
  name: string;
  currentUrl: string | null;
  upload: (file: File) => Promise<RunResult<unknown>>;
}

export function ImageUpload({ purpose, label, buttonLabel, description, name, currentUrl, upload }: ImageUploadProps) {
  const [picked, setPicked] = useState<PickedFile | null>(null);
  const [refusal, setRefusal] = useState<string | undefined>(undefined);

  const onSelect = async ([file]: File[]) => {
    if (file === undefined || picked?.progress !== undefined) return;
    const check = checkUploadFiles(purpose, [file]);
    if (!check.accepted) {
      setPicked(null);
      setRefusal(check.message);
      return;
    }
    setRefusal(undefined);
    const uploading: PickedFile = { id: `${file.name}-${file.lastModified}`, file, progress: "unknown" };
    setPicked(uploading);
    const result = await upload(file);
    // Stored: the current picture above now shows it, so the row goes. Refused: the row says why.
    setPicked(result.ok ? null : { id: uploading.id, file, errorMessage: result.error.message });
  };

  return (
    <FileDropZone
      label={label}
      description={description}
      buttonLabel={buttonLabel}
      acceptedFileTypes={UPLOAD_RULES[purpose].mediaTypes}
      files={picked === null ? [] : [picked]}
      onSelect={(files) => void onSelect(files)}
      onRemove={() => setPicked(null)}
      errorMessage={refusal}
      isDisabled={picked?.progress !== undefined}
    >
      <Avatar name={name} pictureUrl={currentUrl} shape={purpose === "logo" ? "logo" : "person"} className={styles.current} />
    </FileDropZone>
  );
}
