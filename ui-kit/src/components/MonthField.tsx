// A month of a year chosen, not typed: a month from a list and a year as a number, side by side, in a group named
// by the label (a fieldset and its legend). Shaped like TextField for forms: the value is "YYYY-MM" ("" when
// empty); while only one half is chosen it is "YYYY-" or "-MM", which the form's rule reports as incomplete. The
// form hears of leaving the field only when focus leaves both halves.
import { useId, type FocusEvent } from "react";
import { cx } from "../cx.ts";
import * as styles from "./MonthField.css.ts";
import { Select, type SelectOption } from "./Select.tsx";
import { TextField } from "./TextField.tsx";
import * as fieldStyles from "./TextField.css.ts";

export interface MonthFieldProps {
  label: string;
  /** "YYYY-MM", "" for none, or a half-chosen "YYYY-" / "-MM". */
  value: string;
  onChange: (value: string) => void;
  onBlur?: (event: { relatedTarget: EventTarget | null }) => void;
  name?: string;
  description?: string;
  errorMessage?: string | undefined;
  isRequired?: boolean;
  isDisabled?: boolean;
  className?: string;
}

const MONTHS: readonly SelectOption[] = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"].map(
  (label, index) => ({ id: String(index + 1).padStart(2, "0"), label }),
);

/** The year and month halves of a value; either may be "". */
export function monthParts(value: string): { year: string; month: string } {
  const match = /^(\d*)-(\d*)$/.exec(value.trim());
  return match ? { year: match[1] ?? "", month: match[2] ?? "" } : { year: "", month: "" };
}

/** The value for two halves: "" when both are empty. */
export function monthValue(year: string, month: string): string {
  const cleanYear = year.replace(/\D/g, "").slice(0, 4);
  return cleanYear === "" && month === "" ? "" : `${cleanYear}-${month}`;
}

export function MonthField({ label, value, onChange, onBlur, name, description, errorMessage, isRequired, isDisabled, className }: MonthFieldProps) {
  const { year, month } = monthParts(value);
  const descriptionId = useId();
  const errorId = useId();
  const isInvalid = errorMessage !== undefined;
  const describedBy = [description ? descriptionId : null, isInvalid && errorMessage !== "" ? errorId : null].filter(Boolean).join(" ") || undefined;
  const leave = (event: FocusEvent<HTMLFieldSetElement>) => {
    if (event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget)) return;
    onBlur?.({ relatedTarget: event.relatedTarget });
  };
  return (
    <fieldset className={cx(fieldStyles.field, styles.fieldset, className)} aria-describedby={describedBy} onBlur={leave} disabled={isDisabled}>
      <legend className={styles.legend}>
        <span className={fieldStyles.label}>{label}</span>
        {isRequired ? (
          <span aria-hidden="true" className={fieldStyles.requiredMark}>
            *
          </span>
        ) : null}
      </legend>
      {description ? (
        <span id={descriptionId} className={fieldStyles.description}>
          {description}
        </span>
      ) : null}
      <div className={styles.halves}>
        <Select
          label="Month"
          options={MONTHS}
          value={month}
          onChange={(next) => onChange(monthValue(year, next))}
          placeholder="Month"
          errorMessage={isInvalid ? "" : undefined}
          isRequired={isRequired}
          isDisabled={isDisabled}
          className={styles.half}
          {...(name === undefined ? {} : { name: `${name}.month` })}
        />
        <TextField
          label="Year"
          type="number"
          inputMode="numeric"
          value={year}
          onChange={(next) => onChange(monthValue(next, month))}
          errorMessage={isInvalid ? "" : undefined}
          isRequired={isRequired}
          isDisabled={isDisabled}
          className={styles.half}
          {...(name === undefined ? {} : { name: `${name}.year` })}
        />
      </div>
      {isInvalid && errorMessage !== "" ? (
        <span id={errorId} className={fieldStyles.error}>
          {errorMessage}
        </span>
      ) : null}
    </fieldset>
  );
}
