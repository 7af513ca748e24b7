// A labelled checkbox (react-aria's Checkbox): the box is drawn, the label and an optional line of
// description sit beside it, and the whole row toggles it. ChoiceText is shared with Radio and Switch.
import type { ReactNode } from "react";
import { Checkbox as AriaCheckbox, Text, type CheckboxProps as AriaCheckboxProps } from "react-aria-components";
import { cx } from "../cx.ts";
import * as styles from "./Choice.css.ts";

export interface CheckboxProps extends Omit<AriaCheckboxProps, "className" | "style" | "children"> {
  children: ReactNode;
  description?: ReactNode;
  className?: string;
}

export function Checkbox({ children, description, className, ...props }: CheckboxProps) {
  return (
    <AriaCheckbox {...props} className={cx(styles.row, className)}>
      <span className={styles.box} aria-hidden="true">
        <svg className={styles.check} width="14" height="14" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="3.5" strokeLinecap="round" strokeLinejoin="round">
          <path d="M20 6 9 17l-5-5" />
        </svg>
      </span>
      <ChoiceText description={description}>{children}</ChoiceText>
    </AriaCheckbox>
  );
}

/**
 * The label and, under it, a quieter line of description. The description sits inside the <label> (the whole row
 * is pressable) but is hidden from the name, so the control is named by its label alone ("Nobody") and the
 * description is read after it through aria-describedby (react-aria's description slot).
 */
export function ChoiceText({ description, children }: { description?: ReactNode; children: ReactNode }) {
  return (
    <span className={styles.text}>
      <span className={styles.label}>{children}</span>
      {description ? (
        <Text slot="description" aria-hidden="true" className={styles.description}>
          {description}
        </Text>
      ) : null}
    </span>
  );
}
