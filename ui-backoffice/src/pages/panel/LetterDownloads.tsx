// The two documents of an approved expatriate, the approval letter and the appendix, as download buttons: the
// drafts (watermarked) before final approval, the final ones after it. The bytes come through core's
// downloadLetter (the call needs the staff token, so a plain link cannot fetch them); the browser saves them
// under the server's file name. A failed download is toasted by the core.
import { downloadLetter, LETTER_DOCUMENTS, type LetterDocument, type PermitType } from "@ictm/core";
import { Button, saveFile, useCore } from "@ictm/ui-kit";
import { useState } from "react";
import * as styles from "./Panel.css.ts";

const NAMES: Readonly<Record<LetterDocument, string>> = { "approval-letter": "approval letter", appendix: "appendix" };

export interface LetterDownloadsProps {
  permitType: PermitType;
  applicationId: string;
  personIndex: number;
  /** Whose documents (in the buttons' accessible names, as a list has several people). */
  fullName: string;
  /** The drafts (before final approval) or the final documents. */
  draft: boolean;
}

export function LetterDownloads({ permitType, applicationId, personIndex, fullName, draft }: LetterDownloadsProps) {
  const core = useCore();
  const [pending, setPending] = useState<LetterDocument | null>(null);
  const download = async (document: LetterDocument) => {
    setPending(document);
    const result = await core.run(downloadLetter({ permitType, applicationId, personIndex, document, draft }));
    setPending(null);
    if (result.ok) saveFile(new Blob([result.value.bytes], { type: result.value.contentType }), result.value.fileName);
  };
  return (
    <div className={styles.actions}>
      {LETTER_DOCUMENTS.map((document) => {
        const words = `${draft ? "draft " : ""}${NAMES[document]}`;
        return (
          <Button key={document} variant="quiet" size="small" isPending={pending === document} aria-label={`Download ${words} of ${fullName}`} onPress={() => void download(document)}>
            Download {words}
          </Button>
        );
      })}
    </div>
  );
}
