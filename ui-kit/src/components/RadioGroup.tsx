// One choice among a few, all visible (react-aria's RadioGroup: role="radiogroup" named by its label,
// arrow keys move between the options). Shaped like Select: a string value, onChange, the message below.
import type { ReactNode } from "react";
import { Radio, RadioGroup as AriaRadioGroup } from "react-aria-components";
import { cx } from "../cx.ts";
import { ChoiceText, useChoiceDescription } from "./Checkbox.tsx";
import * as styles from "./Choice.css.ts";
import { FieldHead, FieldMessage, fieldState } from "./TextField.tsx";

export interface RadioOption {
  id: string;
  label: string;
  description?: ReactNode;
}

export interface RadioGroupProps {
  label: string;
  options: readonly RadioOption[];
  value: string;
  onChange: (value: string) => void;
  description?: string;
  errorMessage?: string | undefined;
  isRequired?: boolean;
  isDisabled?: boolean;
  name?: string;
  className?: string;
}

export function RadioGroup({ label, options, value, onChange, description, errorMessage, isRequired, isDisabled, name, className }: RadioGroupProps) {
  return (
    <AriaRadioGroup
      {...fieldState({ errorMessage, isRequired, isDisabled })}
      value={value === "" ? null : value}
      onChange={onChange}
      name={name}
      className={cx(styles.group, className)}
    >
      <FieldHead label={label} description={description} isRequired={isRequired} />
      <div className={styles.options}>
        {options.map((option) => (
          <RadioOptionRow key={option.id} option={option} />
        ))}
      </div>
      <FieldMessage>{errorMessage}</FieldMessage>
    </AriaRadioGroup>
  );
}

/** One option, described by its own description (never the group's nor another option's). */
function RadioOptionRow({ option }: { option: RadioOption }) {
  const described = useChoiceDescription(option.description);
  return (
    <Radio value={option.id} aria-describedby={described.ariaDescribedBy} className={styles.row}>
      <span className={styles.radio} aria-hidden="true" />
      <ChoiceText description={option.description} descriptionId={described.descriptionId}>
        {option.label}
      </ChoiceText>
    </Radio>
  );
}
