// The editor's reading of core's section descriptors: values by dotted path, which fields show (`when`), the
// verdicts as one message a field, and the problems of a submit grouped by section with a readable place for
// each. Pure, no React: every rule and every message is core's (permitSectionVerdict, permitSubmitVerdict).
import { entryTitle, valueAt, type FieldDescriptor, type FieldVerdict, type SectionDescriptor } from "@ictm/core";

// The value at a path, whether a field shows, an entry's title: core's readers, the same for every view.
export { entryTitle, fieldApplies as isShown, valueAt } from "@ictm/core";

export type { FieldVerdict } from "@ictm/core";

export type Values = Readonly<Record<string, unknown>>;
export type Path = ReadonlyArray<string | number>;

/** "expatPersonnel.0.fullName": the verdict's and the form's name of a field. */
export const pathName = (path: Path): string => path.join(".");

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

/** A copy of `values` with `value` at `path` (arrays stay arrays); the rest is shared. */
export function setAt(values: unknown, path: Path, value: unknown): unknown {
  const [step, ...rest] = path;
  if (step === undefined) return value;
  if (Array.isArray(values) && typeof step === "number") {
    const copy = [...values];
    copy[step] = setAt(values[step], rest, value);
    return copy;
  }
  const record = isRecord(values) ? values : {};
  return { ...record, [String(step)]: setAt(record[String(step)], rest, value) };
}

/** A section's values with `value` at `path`. */
export const withValue = (values: Values, path: Path, value: unknown): Values => {
  const next = setAt(values, path, value);
  return isRecord(next) ? next : values;
};

/** The first message of each path: what shows under a field. */
export function firstMessages(verdict: FieldVerdict): Record<string, string> {
  const messages: Record<string, string> = {};
  for (const [path, list] of Object.entries(verdict)) {
    const first = list[0];
    if (first !== undefined) messages[path] = first;
  }
  return messages;
}

/** The messages of one section out of a verdict keyed `<section>.<path>`, keyed by the path inside the section. */
export function sectionMessages(messages: Readonly<Record<string, string>>, section: string): Record<string, string> {
  const prefix = `${section}.`;
  const own: Record<string, string> = {};
  for (const [key, message] of Object.entries(messages)) {
    if (key.startsWith(prefix)) own[key.slice(prefix.length)] = message;
    else if (key === section) own[""] = message;
  }
  return own;
}


/** Where a path points, said in the form's words: "Personnel 2 › Full Name". */
export function placeOf(fields: ReadonlyArray<FieldDescriptor>, path: ReadonlyArray<string>): string {
  const words: string[] = [];
  let here: ReadonlyArray<FieldDescriptor> = fields;
  for (let index = 0; index < path.length; index += 1) {
    const field = here.find((candidate) => candidate.key === path[index]);
    if (field === undefined) break;
    const next = path[index + 1];
    if (field.kind === "list" && next !== undefined && /^\d+$/.test(next)) {
      words.push(entryTitle(field.itemLabel, Number(next)));
      here = field.fields;
      index += 1;
    } else if (field.kind === "group") {
      words.push(field.label);
      here = field.fields;
    } else if (field.kind === "texts" && next !== undefined && /^\d+$/.test(next)) {
      words.push(entryTitle(field.itemLabel, Number(next)));
      break;
    } else {
      words.push(field.label);
      break;
    }
  }
  return words.join(" › ");
}

export interface Problem {
  /** The path inside the section ("contracts.0.startDate"). */
  readonly path: string;
  readonly place: string;
  readonly message: string;
}

export interface SectionProblems {
  readonly section: SectionDescriptor;
  readonly problems: ReadonlyArray<Problem>;
}

/** Every problem of a submit verdict (keyed `<section>.<path>`), grouped by section in the form's order. */
export function problemsBySection(sections: ReadonlyArray<SectionDescriptor>, verdict: FieldVerdict): SectionProblems[] {
  return sections
    .map((section) => {
      const problems: Problem[] = [];
      for (const [path, messages] of Object.entries(sectionVerdict(verdict, section.key))) {
        const place = path === "" ? section.title : placeOf(section.fields, path.split("."));
        for (const message of messages) problems.push({ path, place, message });
      }
      return { section, problems };
    })
    .filter((group) => group.problems.length > 0);
}

function sectionVerdict(verdict: FieldVerdict, section: string): Record<string, ReadonlyArray<string>> {
  const prefix = `${section}.`;
  const own: Record<string, ReadonlyArray<string>> = {};
  for (const [key, messages] of Object.entries(verdict)) {
    if (key.startsWith(prefix)) own[key.slice(prefix.length)] = messages;
    else if (key === section) own[""] = messages;
  }
  return own;
}

/** Whether a verdict has anything to say about a section. */
export const sectionHasProblems = (verdict: FieldVerdict, section: string): boolean =>
  Object.keys(verdict).some((key) => key === section || key.startsWith(`${section}.`));

/** Every file id a section's values hold (file and files fields, at any depth). */
export function fileIdsIn(fields: ReadonlyArray<FieldDescriptor>, values: unknown): string[] {
  const ids: string[] = [];
  for (const field of fields) {
    const value = valueAt(values, [field.key]);
    if (field.kind === "file" && typeof value === "string" && value !== "") ids.push(value);
    else if (field.kind === "files" && Array.isArray(value)) ids.push(...value.filter((id): id is string => typeof id === "string"));
    else if (field.kind === "group") ids.push(...fileIdsIn(field.fields, value));
    else if (field.kind === "list" && Array.isArray(value)) for (const entry of value) ids.push(...fileIdsIn(field.fields, entry));
  }
  return ids;
}
