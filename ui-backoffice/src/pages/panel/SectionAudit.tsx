// A section's audit trail in the application tab: each save of the section, newest first, with who and when and
// the fields it changed (old and new values, by the descriptors' labels). Folded away until asked for.
import { formatDateTime, type SectionDescriptor, type StaffPermitFormRecord } from "@ictm/core";
import { sectionChanges } from "@ictm/core";
import * as styles from "./Panel.css.ts";

type AuditRecord = StaffPermitFormRecord["auditTrailRecords"][number];

export function SectionAudit({ section, records }: { section: SectionDescriptor; records: readonly AuditRecord[] }) {
  if (records.length === 0) return <p className={styles.small}>No changes recorded for this section.</p>;
  const newestFirst = [...records].sort((left, right) => right.version - left.version);
  return (
    <details>
      <summary>
        History of {section.title} ({records.length} {records.length === 1 ? "save" : "saves"})
      </summary>
      <ol className={styles.list}>
        {newestFirst.map((record) => {
          const changes = sectionChanges(section.fields, record.oldRecord, record.newRecord);
          return (
            <li key={record.version} className={styles.entry}>
              <p className={styles.entryMeta}>
                {formatDateTime(record.at)} · {record.by.name}
              </p>
              {changes.length === 0 ? (
                <p className={styles.entryText}>Saved with no change.</p>
              ) : (
                <table className={styles.changes}>
                  <thead>
                    <tr>
                      <th scope="col">Field</th>
                      <th scope="col">Before</th>
                      <th scope="col">After</th>
                    </tr>
                  </thead>
                  <tbody>
                    {changes.map((change) => (
                      <tr key={change.label}>
                        <th scope="row">{change.label}</th>
                        <td>{change.before === "" ? "—" : change.before}</td>
                        <td>{change.after === "" ? "—" : change.after}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              )}
            </li>
          );
        })}
      </ol>
    </details>
  );
}
