// A section's values as read, not edited (an application with the staff): each field's label and value from
// core's descriptors, choices by their names, files as links, lists entry by entry. Fields whose `when` does
// not hold are left out, as the form leaves them out.
import { formatDate, referenceName, type FieldDescriptor, type PermitFile, type ReferenceItem, type ReferenceList } from "@ictm/core";
import { Link, formatFileSize } from "@ictm/ui-kit";
import { entryTitle, isShown, valueAt } from "./permit-values.ts";
import * as styles from "./Permits.css.ts";

export interface ReadOnlyContext {
  readonly references: Partial<Record<ReferenceList, ReadonlyArray<ReferenceItem>>>;
  /** Vacancy id to its title. */
  readonly vacancyTitle: (id: string) => string;
  readonly files: ReadonlyArray<PermitFile>;
}

const NONE = "Not given";

export function ReadOnlyFields({ fields, values, context, headingLevel }: { fields: ReadonlyArray<FieldDescriptor>; values: unknown; context: ReadOnlyContext; headingLevel: number }) {
  return (
    <dl className={styles.readList}>
      {fields
        .filter((field) => isShown(field, values))
        .map((field) => (
          <ReadOnlyField key={field.key} field={field} value={valueAt(values, [field.key])} context={context} headingLevel={headingLevel} />
        ))}
    </dl>
  );
}

function ReadOnlyField({ field, value, context, headingLevel }: { field: FieldDescriptor; value: unknown; context: ReadOnlyContext; headingLevel: number }) {
  if (field.kind === "group" || field.kind === "list") {
    const entries = Array.isArray(value) ? value : null;
    // A <div> of one <dt> and its <dd>: the nested part takes the whole row.
    return (
      <div className={styles.readNested}>
        <dt className={styles.entriesTitle}>{field.label}</dt>
        <dd className={styles.readValue}>
          {field.kind === "group" ? (
            <ReadOnlyFields fields={field.fields} values={value} context={context} headingLevel={headingLevel + 1} />
          ) : entries === null || entries.length === 0 ? (
            <span className={styles.muted}>None.</span>
          ) : (
            <ol className={styles.entryList}>
              {entries.map((entry, index) => (
                <li key={index} className={styles.entry} aria-label={entryTitle(field.itemLabel, index)}>
                  <p className={styles.entryTitle}>{entryTitle(field.itemLabel, index)}</p>
                  <ReadOnlyFields fields={field.fields} values={entry} context={context} headingLevel={headingLevel + 1} />
                </li>
              ))}
            </ol>
          )}
        </dd>
      </div>
    );
  }
  return (
    <>
      <dt className={styles.readTerm}>{field.label}</dt>
      <dd className={styles.readValue}>
        <Value field={field} value={value} context={context} />
      </dd>
    </>
  );
}

function Value({ field, value, context }: { field: FieldDescriptor; value: unknown; context: ReadOnlyContext }) {
  const text = typeof value === "string" ? value : "";
  switch (field.kind) {
    case "checkbox":
      return <>{value === true ? "Yes" : "No"}</>;
    case "number":
      return <>{typeof value === "number" ? `${value.toLocaleString("en-GB")}${field.unit === undefined ? "" : field.unit === "%" ? " %" : ` ${field.unit}`}` : NONE}</>;
    case "date":
      return <>{text === "" ? NONE : formatDate(`${text}T00:00:00+08:00`, "D MMM YYYY")}</>;
    case "reference":
      return <>{text === "" ? NONE : referenceName(context.references[field.list], text)}</>;
    case "vacancy":
      return <>{text === "" ? NONE : context.vacancyTitle(text)}</>;
    case "texts":
      return <>{Array.isArray(value) && value.length > 0 ? value.join(", ") : NONE}</>;
    case "file":
    case "files": {
      const ids = typeof value === "string" ? [value] : Array.isArray(value) ? value.filter((id): id is string => typeof id === "string") : [];
      if (ids.length === 0) return <>{NONE}</>;
      return (
        <ul className={styles.files}>
          {ids.map((id) => {
            const file = context.files.find((stored) => stored.fileUpload.id === id);
            return (
              <li key={id}>
                {file === undefined ? (
                  "A file that is no longer there"
                ) : (
                  <>
                    <Link href={file.fileUpload.mediaUrl} target="_blank" rel="noopener">
                      {file.fileUpload.mediaName}
                      <span className={styles.small}> (opens in a new tab)</span>
                    </Link>{" "}
                    <span className={styles.small}>{formatFileSize(file.media.size)}</span>
                  </>
                )}
              </li>
            );
          })}
        </ul>
      );
    }
    default:
      return <>{text === "" ? NONE : text}</>;
  }
}
