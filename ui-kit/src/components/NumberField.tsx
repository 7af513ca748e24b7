// A labelled number (react-aria's NumberField: typed digits only, grouped as the locale writes them, arrow keys step
// it). Shaped like TextField: label above, an optional description, the message under it. The value is a number,
// or null while empty; react-aria hands it over when the field is committed (Enter, or focus leaving it), never on
// each keystroke, so a page may act on every change (a search filter) without acting on half-typed figures.
import { Input, NumberField as AriaNumberField } from "react-aria-components";
import { cx } from "../cx.ts";
import * as styles from "./TextField.css.ts";
import { FieldHead, FieldMessage, fieldState } from "./TextField.tsx";

export interface NumberFieldProps {
  label: string;
  /** Null for none. */
  value: number | null;
  onChange: (value: number | null) => void;
  description?: string;
  placeholder?: string;
  minValue?: number;
  maxValue?: number;
  /** How the figure is written, e.g. `{ maximumFractionDigits: 2 }`. */
  formatOptions?: Intl.NumberFormatOptions;
  errorMessage?: string | undefined;
  isRequired?: boolean;
  isDisabled?: boolean;
  name?: string;
  className?: string;
}

export function NumberField({ label, value, onChange, description, placeholder, minValue, maxValue, formatOptions, errorMessage, isRequired, isDisabled, name, className }: NumberFieldProps) {
  return (
    <AriaNumberField
      {...fieldState({ errorMessage, isRequired, isDisabled })}
      name={name}
      value={value ?? Number.NaN}
      onChange={(next) => onChange(Number.isNaN(next) ? null : next)}
      minValue={minValue}
      maxValue={maxValue}
      formatOptions={formatOptions}
      className={cx(styles.field, className)}
    >
      <FieldHead label={label} description={description} isRequired={isRequired} />
      <Input className={styles.input} placeholder={placeholder} />
      <FieldMessage>{errorMessage}</FieldMessage>
    </AriaNumberField>
  );
}
