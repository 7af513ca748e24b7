// The panel's application tab: the Business's form read-only, section by section from core's descriptors (the
// shared ReadOnlyFields of ui-kit), its files as links that open in a new tab, and under each section the audit
// trail of its saves (old and new values). Reference names come from the common data, loaded once.
import { useSignals } from "@preact/signals-react/runtime";
import { loadCommonData, loadStaffFormRecord, PERMIT_SECTIONS, referenceName, staffFormRecordOf, type BoardApplication, type StaffPermitFormRecord } from "@ictm/core";
import { Loaded, ReadOnlyFields, useCore, useLoadedStore, type ReadOnlyContext } from "@ictm/ui-kit";
import { useEffect } from "react";
import { SectionAudit } from "./SectionAudit.tsx";
import * as styles from "./Panel.css.ts";

export function ApplicationTab({ application }: { application: BoardApplication }) {
  useSignals();
  const core = useCore();
  const { key: type } = application.applicationRecord.permitType;
  const id = application.applicationRecord.application.id;
  const state = core.stores.staffFormRecord.value;
  const record = staffFormRecordOf(state, id) ?? null;
  const { commonData } = useLoadedStore("referenceData", () => loadCommonData());
  useEffect(() => {
    void core.run(loadStaffFormRecord(type, id));
  }, [core, type, id]);

  return (
    <Loaded value={record} status={state.status} retry={() => void core.run(loadStaffFormRecord(type, id))} what="the application form">
      {(shown) => {
        const context = readContext(shown, application, (list, key) => referenceName(commonData?.[list], key));
        return (
          <div className={styles.stack}>
            {PERMIT_SECTIONS[type].map((section) => (
              <section key={section.key} className={styles.section} aria-labelledby={`section-${section.key}`}>
                <h3 id={`section-${section.key}`} className={styles.sectionTitle}>
                  {section.title}
                </h3>
                <ReadOnlyFields fields={section.fields} values={shown.form.content[section.key] ?? {}} context={context} />
                <SectionAudit section={section} records={shown.auditTrailRecords.filter((entry) => entry.section === section.key)} />
              </section>
            ))}
          </div>
        );
      }}
    </Loaded>
  );
}

function readContext(record: StaffPermitFormRecord, application: BoardApplication, nameOf: ReadOnlyContext["referenceName"]): ReadOnlyContext {
  return {
    referenceName: nameOf,
    vacancyTitle: (vacancyId) => (application.vacancy?.id === vacancyId ? application.vacancy.title : vacancyId),
    fileOf: (fileId) => {
      const file = record.files.find((entry) => entry.fileUpload.id === fileId);
      return file === undefined ? undefined : { name: file.fileUpload.mediaName, url: file.fileUpload.mediaUrl, size: file.media.size };
    },
  };
}
