// A labelled choice from a short list (react-aria's Select: a button that opens a listbox), shaped like
// TextField so a form binds both the same way: a string value ("" for none), onChange, onBlur and the
// message under the field. The trigger's accessible name is the chosen value followed by the label.
import {
  Button,
  ListBox,
  ListBoxItem,
  Popover,
  Select as AriaSelect,
  SelectValue,
  type Key,
} from "react-aria-components";
import { cx } from "../cx.ts";
import * as fieldStyles from "./TextField.css.ts";
import { FieldHead, FieldMessage, fieldState } from "./TextField.tsx";
import * as styles from "./Select.css.ts";

export interface SelectOption {
  id: string;
  label: string;
}

export interface SelectProps {
  label: string;
  options: readonly SelectOption[];
  /** The chosen option's id, or "" when none is chosen yet. */
  value: string;
  onChange: (value: string) => void;
  onBlur?: (event: { relatedTarget: EventTarget | null }) => void;
  name?: string;
  description?: string;
  /** Shown on the button while nothing is chosen. */
  placeholder?: string;
  /** The message to show under the field; the field is invalid while one is given. */
  errorMessage?: string | undefined;
  isRequired?: boolean;
  isDisabled?: boolean;
  className?: string;
}

export function Select({
  label,
  options,
  value,
  onChange,
  onBlur,
  name,
  description,
  placeholder = "Choose one",
  errorMessage,
  isRequired,
  isDisabled,
  className,
}: SelectProps) {
  return (
    <AriaSelect
      {...fieldState({ errorMessage, isRequired, isDisabled })}
      name={name}
      value={value === "" ? null : value}
      onChange={(key: Key | null) => onChange(key === null ? "" : String(key))}
      onBlur={onBlur}
      placeholder={placeholder}
      className={cx(fieldStyles.field, className)}
    >
      <FieldHead label={label} description={description} isRequired={isRequired} />
      <Button className={styles.trigger}>
        <SelectValue className={styles.value} />
        <svg className={styles.chevron} aria-hidden="true" width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
          <path d="m6 9 6 6 6-6" />
        </svg>
      </Button>
      <FieldMessage>{errorMessage}</FieldMessage>
      <Popover className={styles.popover} offset={4}>
        <ListBox className={styles.listBox} items={options}>
          {(option) => (
            <ListBoxItem id={option.id} textValue={option.label} className={styles.option}>
              {option.label}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </AriaSelect>
  );
}
