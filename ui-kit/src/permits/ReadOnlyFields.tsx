// A permit section's values as read, not edited, for both apps (the portal's read-only application and the
// back-office's application tab): each field's label and value from core's descriptors, choices by their names,
// files as links that open in a new tab, lists entry by entry. Fields whose `when` does not hold are left out,
// as the form leaves them out. The app says how to name a reference, a vacancy and a file.
import { DATE_FORMATS, entryTitle, fieldApplies, formatDate, valueAt, type FieldDescriptor, type ReferenceList } from "@ictm/core";
import { formatFileSize } from "../files/file-size.ts";
import * as styles from "./ReadOnlyFields.css.ts";

export interface ReadOnlyContext {
  readonly referenceName: (list: ReferenceList, key: string) => string;
  readonly vacancyTitle: (id: string) => string;
  /** A file of the application by its id: its name, address and size (when known). */
  readonly fileOf: (id: string) => { readonly name: string; readonly url: string; readonly size?: number } | undefined;
}

const NONE = "Not given";

export function ReadOnlyFields({ fields, values, context }: { fields: ReadonlyArray<FieldDescriptor>; values: unknown; context: ReadOnlyContext }) {
  return (
    <dl className={styles.readList}>
      {fields
        .filter((field) => fieldApplies(field, values))
        .map((field) => (
          <ReadOnlyField key={field.key} field={field} value={valueAt(values, [field.key])} context={context} />
        ))}
    </dl>
  );
}

function ReadOnlyField({ field, value, context }: { field: FieldDescriptor; value: unknown; context: ReadOnlyContext }) {
  if (field.kind === "group" || field.kind === "list") {
    const entries = Array.isArray(value) ? value : null;
    // A <div> of one <dt> and its <dd>: the nested part takes the whole row.
    return (
      <div className={styles.nested}>
        <dt className={styles.nestedTitle}>{field.label}</dt>
        <dd className={styles.value}>
          {field.kind === "group" ? (
            <ReadOnlyFields fields={field.fields} values={value} context={context} />
          ) : entries === null || entries.length === 0 ? (
            <span className={styles.muted}>None.</span>
          ) : (
            <ol className={styles.entries}>
              {entries.map((entry, index) => (
                <li key={index} className={styles.entry} aria-label={entryTitle(field.itemLabel, index)}>
                  <p className={styles.entryTitle}>{entryTitle(field.itemLabel, index)}</p>
                  <ReadOnlyFields fields={field.fields} values={entry} context={context} />
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
      <dt className={styles.term}>{field.label}</dt>
      <dd className={styles.value}>
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
      return <>{text === "" ? NONE : formatDate(text, DATE_FORMATS.day)}</>;
    case "reference":
      return <>{text === "" ? NONE : context.referenceName(field.list, text)}</>;
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
            const file = context.fileOf(id);
            return (
              <li key={id}>
                {file === undefined ? (
                  "A file that is no longer there"
                ) : (
                  <>
                    <a href={file.url} target="_blank" rel="noopener">
                      {file.name}
                      <span className={styles.small}> (opens in a new tab)</span>
                    </a>
                    {file.size === undefined ? null : <span className={styles.small}> {formatFileSize(file.size)}</span>}
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
