// An application the Business may not change now (with the staff, or archived): where it stands (status, the
// board's current step, when it was submitted, the latest comment about edit control), then every section as
// read. The staff give it back for changes; then the editor shows instead (PermitEditorPage).
import { formatDateTime, PERMIT_SECTIONS, PERMIT_STATUS_LABELS, referenceName, type PermitFormRecord, type PermitType } from "@ictm/core";
import { Badge, Link, ReadOnlyFields, type ReadOnlyContext } from "@ictm/ui-kit";
import { useOwnJobVacancies, useReferenceData } from "../../../app/member-data.ts";
import { paths } from "../../../app/paths.ts";
import { FormSection } from "../../shared/FormSection.tsx";
import { stepOf } from "./permit-step.ts";
import * as styles from "./Permits.css.ts";

export function ReadOnlyApplication({ type, record }: { type: PermitType; record: PermitFormRecord }) {
  const { commonData } = useReferenceData();
  const vacancies = useOwnJobVacancies();
  const { application } = record;
  const context: ReadOnlyContext = {
    referenceName: (list, key) => referenceName(commonData?.[list], key),
    vacancyTitle: (id) => vacancies.items.find((vacancy) => vacancy.key === id)?.title ?? (application.vacancy?.id === id ? application.vacancy.title : id),
    fileOf: (fileId) => {
      const file = record.files.find((entry) => entry.fileUpload.id === fileId);
      return file === undefined ? undefined : { name: file.fileUpload.mediaName, url: file.fileUpload.mediaUrl, size: file.media.size };
    },
  };
  return (
    <div className={styles.stack}>
      <FormSection title="Where it stands" badge={<Badge tone={application.status === "submitted" ? "info" : "neutral"}>{PERMIT_STATUS_LABELS[application.status]}</Badge>}>
        <div className={styles.entries}>
          <dl className={styles.readList}>
            <dt className={styles.readTerm}>Reference</dt>
            <dd className={styles.readValue}>{application.reference}</dd>
            <dt className={styles.readTerm}>Current step</dt>
            <dd className={styles.readValue}>{stepOf(application)}</dd>
            {application.submittedAt !== null ? (
              <>
                <dt className={styles.readTerm}>Submitted</dt>
                <dd className={styles.readValue}>{formatDateTime(application.submittedAt)}</dd>
              </>
            ) : null}
            {application.editControlComment !== null && application.editControlComment !== "" ? (
              <>
                <dt className={styles.readTerm}>Latest comment</dt>
                <dd className={styles.readValue}>{application.editControlComment}</dd>
              </>
            ) : null}
          </dl>
          <p className={styles.muted}>
            {application.status === "archived"
              ? "This application has been archived. It can no longer be changed."
              : "The staff are working on this application. You can change it again only if they give it back to you for changes."}
          </p>
          <p>
            <Link href={paths.expatPermits}>Back to your applications</Link>
          </p>
        </div>
      </FormSection>
      {PERMIT_SECTIONS[type].map((section) => (
        <FormSection key={section.key} title={section.title}>
          <ReadOnlyFields fields={section.fields} values={record.form.content[section.key] ?? {}} context={context} />
        </FormSection>
      ))}
    </div>
  );
}
