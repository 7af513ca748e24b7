// The fields of a permit section drawn from core's descriptors, whatever the permit type: text, dates, numbers,
// checkboxes, reference and vacancy selects, files, lists of texts, groups and repeatable lists (nested to any
// depth). A field with `when` shows only while its sibling checkbox has that value. Each field sits in an element
// named by its path (data-field), so the review step can move focus to it. No rule lives here: messages come
// from the form (core's verdicts), limits from the descriptor.
import { useEffect, useState } from "react";
import { emptyListEntry, LABOUR_MARKET_TEST_DAYS, PERMIT_MESSAGES, type FieldDescriptor, type ListDescriptor } from "@ictm/core";
import { Checkbox, DatePicker, Select, TextArea, TextField } from "@ictm/ui-kit";
import { referenceOptions } from "../../../app/member-data.ts";
import { EntryList } from "./EntryList.tsx";
import { FileField } from "./FileField.tsx";
import { usePermitFields } from "./permit-fields-context.ts";
import { entryTitle, isShown, pathName, valueAt, type Path } from "./permit-values.ts";
import * as styles from "./Permits.css.ts";

export interface PermitFieldsProps {
  fields: ReadonlyArray<FieldDescriptor>;
  /** Where these fields' object sits in the section's values ([] for the section itself). */
  base: Path;
  /** That object's values, for the `when` conditions. */
  values: unknown;
  /** The level of the headings of lists and groups here. */
  headingLevel: number;
}

export function PermitFields({ fields, base, values, headingLevel }: PermitFieldsProps) {
  return (
    <div className={styles.grid}>
      {fields
        .filter((field) => isShown(field, values))
        .map((field) => (
          <div key={field.key} data-field={pathName([...base, field.key])} className={isWide(field) ? styles.wide : undefined}>
            <PermitField field={field} path={[...base, field.key]} headingLevel={headingLevel} />
          </div>
        ))}
    </div>
  );
}

const isWide = (field: FieldDescriptor): boolean =>
  field.kind === "longText" || field.kind === "group" || field.kind === "list" || field.kind === "texts" || field.kind === "files" || field.kind === "checkbox" || field.kind === "file";

function PermitField({ field, path, headingLevel }: { field: FieldDescriptor; path: Path; headingLevel: number }) {
  const context = usePermitFields();
  const binding = context.bind(path);
  const common = {
    label: field.label,
    name: binding.name,
    onBlur: binding.onBlur,
    errorMessage: binding.errorMessage,
    isDisabled: context.isDisabled,
    ...(field.help === undefined ? {} : { description: field.help }),
  };
  const text = typeof binding.value === "string" ? binding.value : "";
  switch (field.kind) {
    case "text":
    case "email":
    case "phone":
    case "year":
      return (
        <TextField
          {...common}
          value={text}
          onChange={binding.onChange}
          isRequired={field.required}
          type={field.kind === "email" ? "email" : field.kind === "phone" ? "tel" : "text"}
          inputMode={field.kind === "year" ? "numeric" : undefined}
          maxLength={field.max}
        />
      );
    case "longText":
      return <TextArea {...common} value={text} onChange={binding.onChange} isRequired={field.required} maxLength={field.max} />;
    case "date":
      return <DatePicker {...common} value={text} onChange={binding.onChange} isRequired={field.required} />;
    case "number":
      return <NumberField {...common} value={binding.value} onChange={binding.onChange} isRequired={field.required} unit={field.unit} />;
    case "checkbox":
      return <CheckboxField label={field.label} help={field.help} name={binding.name} value={binding.value === true} onChange={binding.onChange} errorMessage={binding.errorMessage} isDisabled={context.isDisabled} />;
    case "reference":
      return <Select {...common} value={text} onChange={binding.onChange} isRequired={field.required} options={referenceOptions(context.references[field.list])} />;
    case "vacancy":
      return (
        <div className={styles.entries}>
          <Select {...common} value={text} onChange={binding.onChange} isRequired={field.required} options={context.vacancies} placeholder="Choose a vacancy" />
          {context.vacancy !== null && context.vacancy.id === text && !context.vacancy.meetsLabourMarketTest ? (
            <p className={styles.warning} role="note">
              {context.vacancy.daysPublished === null
                ? `“${context.vacancy.title}” has not been published yet.`
                : `“${context.vacancy.title}” has been published for ${context.vacancy.daysPublished} ${context.vacancy.daysPublished === 1 ? "day" : "days"}.`}{" "}
              The labour-market test asks for {LABOUR_MARKET_TEST_DAYS} days; you can still submit, and the staff will judge it.
            </p>
          ) : null}
        </div>
      );
    case "file":
    case "files":
      return <FileField field={field} binding={binding} path={path} />;
    case "texts":
      return <TextsField field={field} path={path} headingLevel={headingLevel} />;
    case "group":
      return (
        <fieldset className={styles.group}>
          <legend className={styles.groupTitle}>{field.label}</legend>
          <PermitFields fields={field.fields} base={path} values={binding.value} headingLevel={headingLevel + 1} />
        </fieldset>
      );
    case "list":
      return <ListField field={field} path={path} headingLevel={headingLevel} />;
  }
}

/** A number typed as text: the form holds the number (null while empty), the text stays as typed ("1."). */
function NumberField({
  value,
  onChange,
  unit,
  ...props
}: Omit<Parameters<typeof TextField>[0], "value" | "onChange"> & { value: unknown; onChange: (value: unknown) => void; unit: string | undefined }) {
  const [typed, setTyped] = useState(() => shownNumber(value));
  useEffect(() => {
    if (!sameNumber(parseNumber(typed), value)) setTyped(shownNumber(value));
    // Only a change from outside (a reset after saving) replaces the text being typed.
  }, [value]);
  const description = [props.description, unit === undefined ? undefined : `In ${unit}.`].filter(Boolean).join(" ");
  // Core stores text that is not a number as no number; say so while it is typed, in core's words.
  const notNumber = typeof parseNumber(typed) === "string" ? PERMIT_MESSAGES.number(props.label) : undefined;
  return (
    <TextField
      {...props}
      errorMessage={props.errorMessage ?? notNumber}
      {...(description === "" ? {} : { description })}
      value={typed}
      inputMode="decimal"
      onChange={(next) => {
        setTyped(next);
        onChange(parseNumber(next));
      }}
    />
  );
}

const shownNumber = (value: unknown): string => (typeof value === "number" ? String(value) : typeof value === "string" ? value : "");
/** A number for numeric text, null for none, the text itself otherwise (core's rules then say what is wrong). */
const parseNumber = (text: string): unknown => (text.trim() === "" ? null : /^[+-]?(\d+\.?\d*|\.\d+)$/.test(text.trim()) ? Number(text.trim()) : text);
const sameNumber = (a: unknown, b: unknown): boolean => a === b || (a === null && b === undefined);

function CheckboxField({
  label,
  help,
  name,
  value,
  onChange,
  errorMessage,
  isDisabled,
}: {
  label: string;
  help: string | undefined;
  name: string;
  value: boolean;
  onChange: (value: unknown) => void;
  errorMessage: string | undefined;
  isDisabled: boolean;
}) {
  const errorId = `${name}-error`;
  return (
    <div className={styles.entries}>
      <Checkbox
        name={name}
        isSelected={value}
        onChange={onChange}
        isInvalid={errorMessage !== undefined}
        isDisabled={isDisabled}
        {...(errorMessage === undefined ? {} : { "aria-describedby": errorId })}
        {...(help === undefined ? {} : { description: help })}
      >
        {label}
      </Checkbox>
      {errorMessage !== undefined ? (
        <p id={errorId} className={styles.error}>
          {errorMessage}
        </p>
      ) : null}
    </div>
  );
}

const asArray = (value: unknown): ReadonlyArray<unknown> => (Array.isArray(value) ? value : []);

function ListField({ field, path, headingLevel }: { field: ListDescriptor; path: Path; headingLevel: number }) {
  const context = usePermitFields();
  const binding = context.bind(path);
  const entries = asArray(binding.value);
  return (
    <EntryList
      title={field.label}
      itemLabel={field.itemLabel}
      headingLevel={headingLevel}
      count={entries.length}
      max={field.max}
      errorMessage={binding.errorMessage}
      canRemove={(index) => valueAt(entries[index], ["canDelete"]) !== false && !(field.canDeleteFlag === true && index === 0)}
      onAdd={() => context.change(path, (current) => [...asArray(current), newEntry(field, asArray(current).length)])}
      onRemove={(index) => context.change(path, (current) => asArray(current).filter((_, at) => at !== index))}
      isDisabled={context.isDisabled}
      renderEntry={(index) => <PermitFields fields={field.fields} base={[...path, index]} values={entries[index]} headingLevel={headingLevel + 2} />}
    />
  );
}

/** A new entry; its own lists start with the entries they need at least (an employment plan's first year). */
function newEntry(field: ListDescriptor, index: number): Record<string, unknown> {
  const entry: Record<string, unknown> = { ...emptyListEntry(field) };
  for (const inner of field.fields) {
    if (inner.kind === "list" && inner.min > 0) entry[inner.key] = Array.from({ length: inner.min }, (_, at) => newEntry(inner, at));
  }
  if (field.canDeleteFlag === true) entry["canDelete"] = index > 0;
  return entry;
}

function TextsField({ field, path, headingLevel }: { field: Extract<FieldDescriptor, { kind: "texts" }>; path: Path; headingLevel: number }) {
  const context = usePermitFields();
  const binding = context.bind(path);
  const entries = asArray(binding.value);
  return (
    <EntryList
      title={field.label}
      itemLabel={field.itemLabel}
      headingLevel={headingLevel}
      count={entries.length}
      max={field.max}
      errorMessage={binding.errorMessage}
      canRemove={() => true}
      onAdd={() => context.change(path, (current) => [...asArray(current), ""])}
      onRemove={(index) => context.change(path, (current) => asArray(current).filter((_, at) => at !== index))}
      isDisabled={context.isDisabled}
      compact
      renderEntry={(index) => <TextEntry path={[...path, index]} label={entryTitle(field.itemLabel, index)} max={field.itemMax} />}
    />
  );
}

function TextEntry({ path, label, max }: { path: Path; label: string; max: number }) {
  const context = usePermitFields();
  const binding = context.bind(path);
  return (
    <div data-field={binding.name}>
      <TextField
        label={label}
        name={binding.name}
        value={typeof binding.value === "string" ? binding.value : ""}
        onChange={binding.onChange}
        onBlur={binding.onBlur}
        errorMessage={binding.errorMessage}
        isRequired
        isDisabled={context.isDisabled}
        maxLength={max}
      />
    </div>
  );
}
