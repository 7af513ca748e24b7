// Several choices among a few, all visible (react-aria's CheckboxGroup: role="group" named by its label, each
// option a checkbox, the description and the message read with the group). Shaped like RadioGroup: typed option
// ids, the chosen ones in the options' order, the message below. The rule (e.g. "at least one") is the form's.
// An option may be disabled on its own unless chosen (a search filter's value with no results); `labelHidden`
// names the group for assistive technology only, where a dialog's or popover's heading already shows the title.
import type { ReactNode } from "react";
import { CheckboxGroup as AriaCheckboxGroup } from "react-aria-components";
import { cx } from "../cx.ts";
import { Checkbox } from "./Checkbox.tsx";
import * as styles from "./Choice.css.ts";
import { FieldHead, FieldMessage, fieldState } from "./TextField.tsx";

export interface CheckboxOption<T extends string> {
  id: T;
  label: string;
  description?: ReactNode;
  /** Not selectable unless already chosen (then it can still be cleared). */
  isDisabled?: boolean;
}

export interface CheckboxGroupProps<T extends string> {
  label: string;
  options: readonly CheckboxOption<T>[];
  /** The chosen ids. */
  value: readonly T[];
  /** The chosen ids, in the options' order. */
  onChange: (value: T[]) => void;
  /** When focus leaves the group (a form shows the group's message from then on). */
  onBlur?: (event: { relatedTarget: EventTarget | null }) => void;
  description?: string;
  errorMessage?: string | undefined;
  isRequired?: boolean;
  isDisabled?: boolean;
  name?: string;
  /** The label names the group without being shown (the heading around it shows the same words). */
  labelHidden?: boolean;
  className?: string;
}

export function CheckboxGroup<T extends string>({
  label,
  options,
  value,
  onChange,
  onBlur,
  description,
  errorMessage,
  isRequired,
  isDisabled,
  name,
  labelHidden,
  className,
}: CheckboxGroupProps<T>) {
  return (
    <AriaCheckboxGroup
      {...fieldState({ errorMessage, isRequired, isDisabled })}
      value={[...value]}
      // react-aria answers plain strings; reading them back through the options keeps the ids typed and ordered.
      onChange={(chosen) => onChange(options.filter((option) => chosen.includes(option.id)).map((option) => option.id))}
      onBlur={onBlur}
      name={name}
      {...(labelHidden ? { "aria-label": label } : {})}
      className={cx(styles.group, className)}
    >
      {labelHidden ? null : <FieldHead label={label} description={description} isRequired={isRequired} />}
      <div className={styles.options}>
        {options.map((option) => (
          <Checkbox
            key={option.id}
            value={option.id}
            description={option.description}
            isDisabled={option.isDisabled === true && !value.includes(option.id)}
          >
            {option.label}
          </Checkbox>
        ))}
      </div>
      <FieldMessage>{errorMessage}</FieldMessage>
    </AriaCheckboxGroup>
  );
}
