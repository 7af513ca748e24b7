// Reading a permit section's stored values by its field descriptors, for every view of an application (the
// Business's editor and read-only view, the staff's application tab and audit trail): the value at a path, whether
// a field applies beside its siblings (its `when`), an entry's title, and what changed between two records of a
// section. Pure; the same `fieldApplies` decides what the forms require (permit-fields.ts).
import type { FieldDescriptor } from "./permit-fields.ts";

export type ValuePath = ReadonlyArray<string | number>;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

/** The value at `path`, or undefined when the path leads nowhere. */
export function valueAt(values: unknown, path: ValuePath): unknown {
  let here: unknown = values;
  for (const step of path) {
    if (Array.isArray(here) && typeof step === "number") here = here[step];
    else if (isRecord(here)) here = here[String(step)];
    else return undefined;
  }
  return here;
}

/** Whether a field applies (is shown, and may be required) beside its siblings: no `when`, or the checkbox agrees (unticked = false). */
export const fieldApplies = (field: FieldDescriptor, siblings: unknown): boolean =>
  field.when === undefined || (valueAt(siblings, [field.when.key]) === true) === field.when.equals;

/** "Personnel 2": an entry of a list, counted from 1. */
export const entryTitle = (itemLabel: string, index: number): string => `${itemLabel} ${index + 1}`;

export interface FieldChange {
  readonly label: string;
  /** The values as text; "" for none. A list or group that changed reads "changed". */
  readonly before: string;
  readonly after: string;
}

/** The top-level fields of a section whose value differs between two of its records, by the descriptors' labels. */
export function sectionChanges(fields: ReadonlyArray<FieldDescriptor>, before: unknown, after: unknown): FieldChange[] {
  return fields.flatMap((field) => {
    const old = valueAt(before, [field.key]);
    const now = valueAt(after, [field.key]);
    if (JSON.stringify(old) === JSON.stringify(now)) return [];
    const nested = field.kind === "list" || field.kind === "group" || field.kind === "files" || field.kind === "texts";
    return [{ label: field.label, before: nested ? (old === undefined ? "" : "changed") : textOf(old), after: nested ? "changed" : textOf(now) }];
  });
}

const textOf = (value: unknown): string =>
  value === undefined || value === null ? "" : typeof value === "boolean" ? (value ? "Yes" : "No") : typeof value === "object" ? JSON.stringify(value) : String(value);
