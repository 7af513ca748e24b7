// A labelled checkbox (react-aria's Checkbox): the box is drawn, the label and an optional line of
// description sit beside it, and the whole row toggles it. ChoiceText is shared with Radio and Switch.
import { useId, type ReactNode } from "react";
import { Checkbox as AriaCheckbox, type CheckboxProps as AriaCheckboxProps } from "react-aria-components";
import { cx } from "../cx.ts";
import * as styles from "./Choice.css.ts";

export interface CheckboxProps extends Omit<AriaCheckboxProps, "className" | "style" | "children"> {
  children: ReactNode;
  description?: ReactNode;
  className?: string;
}

export function Checkbox({ children, description, className, ...props }: CheckboxProps) {
  const described = useChoiceDescription(description, props["aria-describedby"]);
  return (
    <AriaCheckbox {...props} aria-describedby={described.ariaDescribedBy} className={cx(styles.row, className)}>
      <span className={styles.box} aria-hidden="true">
        <svg className={styles.check} width="14" height="14" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="3.5" strokeLinecap="round" strokeLinejoin="round">
          <path d="M20 6 9 17l-5-5" />
        </svg>
      </span>
      <ChoiceText description={description} descriptionId={described.descriptionId}>
        {children}
      </ChoiceText>
    </AriaCheckbox>
  );
}

/**
 * The id of one choice's own description and the aria-describedby that points at it (with any the caller gave).
 * Each option has its own: react-aria's plain Checkbox, Radio and Switch provide no description slot of their own,
 * so a description slot would take the group's id and every option would be described by the first one's text.
 */
export function useChoiceDescription(description: ReactNode, ariaDescribedBy?: string) {
  const descriptionId = useId();
  const ids = [ariaDescribedBy, description ? descriptionId : undefined].filter(Boolean).join(" ");
  return { descriptionId, ariaDescribedBy: ids === "" ? undefined : ids };
}

/**
 * The label and, under it, a quieter line of description. The description sits inside the <label> (the whole row
 * is pressable) but is hidden from the name, so the control is named by its label alone ("Nobody") and the
 * description, under its own id, is read after it through aria-describedby (useChoiceDescription).
 */
export function ChoiceText({ description, descriptionId, children }: { description?: ReactNode; descriptionId: string; children: ReactNode }) {
  return (
    <span className={styles.text}>
      <span className={styles.label}>{children}</span>
      {description ? (
        <span id={descriptionId} aria-hidden="true" className={styles.description}>
          {description}
        </span>
      ) : null}
    </span>
  );
}
