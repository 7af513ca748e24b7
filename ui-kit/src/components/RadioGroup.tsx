// One choice among a few, all visible (react-aria's RadioGroup: role="radiogroup" named by its label,
// arrow keys move between the options). Shaped like Select: a string value, onChange, the message below.
import type { ReactNode } from "react";
import { FieldError, Radio, RadioGroup as AriaRadioGroup, Text } from "react-aria-components";
import { cx } from "../cx.ts";
import { ChoiceText } from "./Checkbox.tsx";
import * as styles from "./Choice.css.ts";
import * as fieldStyles from "./TextField.css.ts";
import { FieldLabel } from "./TextField.tsx";

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
      validationBehavior="aria"
      value={value === "" ? null : value}
      onChange={onChange}
      name={name}
      isRequired={isRequired}
      isDisabled={isDisabled}
      isInvalid={errorMessage !== undefined}
      className={cx(styles.group, className)}
    >
      <FieldLabel label={label} isRequired={isRequired} />
      {description ? (
        <Text slot="description" className={fieldStyles.description}>
          {description}
        </Text>
      ) : null}
      <div className={styles.options}>
        {options.map((option) => (
          <Radio key={option.id} value={option.id} className={styles.row}>
            <span className={styles.radio} aria-hidden="true" />
            <ChoiceText description={option.description}>{option.label}</ChoiceText>
          </Radio>
        ))}
      </div>
      <FieldError className={fieldStyles.error}>{errorMessage}</FieldError>
    </AriaRadioGroup>
  );
}
