// The Business's form read-only, section by section from core's descriptors (ui-kit's ReadOnlyFields), its files
// as links, and under each section (when asked) the audit trail of its saves. Shared by the panel's application tab
// and the chief evaluation pages, which read the same form record (by staff token or by the link's token), and by
// the journey replay with the content the form had at an earlier moment (`content`, without the audit trail).
// Reference names come from the common data (public), loaded once.
import { loadCommonData, PERMIT_SECTIONS, referenceName, type PermitType, type StaffPermitFormRecord } from "@ictm/core";
import { ReadOnlyFields, useLoadedStore, type ReadOnlyContext } from "@ictm/ui-kit";
import { SectionAudit } from "./SectionAudit.tsx";
import * as styles from "./Panel.css.ts";

export interface ApplicationSectionsProps {
  type: PermitType;
  record: StaffPermitFormRecord;
  /** An lpa's vacancy title by its id, when the page knows it. */
  vacancyTitle?: (vacancyId: string) => string;
  /** Each section's history of saves under it (staff); the chief evaluator sees the form alone. */
  withAudit: boolean;
  /** The sections' headings' level: 3 in the panel (under its tabs), 2 on a page, deeper in the replay. */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
  /** The form's content to show instead of the record's own (the replay's earlier moment). */
  content?: StaffPermitFormRecord["form"]["content"];
  /** Before the sections' heading ids, when the same sections are on screen twice. */
  idPrefix?: string;
}

export function ApplicationSections({ type, record, vacancyTitle = (id) => id, withAudit, headingLevel = 3, content = record.form.content, idPrefix = "" }: ApplicationSectionsProps) {
  const { commonData } = useLoadedStore("referenceData", () => loadCommonData());
  const context = readContext(record, vacancyTitle, (list, key) => referenceName(commonData?.[list], key));
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={styles.stack}>
      {PERMIT_SECTIONS[type].map((section) => (
        <section key={section.key} className={styles.section} aria-labelledby={`${idPrefix}section-${section.key}`}>
          <Heading id={`${idPrefix}section-${section.key}`} className={styles.sectionTitle}>
            {section.title}
          </Heading>
          <ReadOnlyFields fields={section.fields} values={content[section.key] ?? {}} context={context} />
          {withAudit ? <SectionAudit section={section} records={record.auditTrailRecords.filter((entry) => entry.section === section.key)} /> : null}
        </section>
      ))}
    </div>
  );
}

function readContext(record: StaffPermitFormRecord, vacancyTitle: (id: string) => string, nameOf: ReadOnlyContext["referenceName"]): ReadOnlyContext {
  return {
    referenceName: nameOf,
    vacancyTitle,
    fileOf: (fileId) => {
      const file = record.files.find((entry) => entry.fileUpload.id === fileId);
      return file === undefined ? undefined : { name: file.fileUpload.mediaName, url: file.fileUpload.mediaUrl, size: file.media.size };
    },
  };
}
