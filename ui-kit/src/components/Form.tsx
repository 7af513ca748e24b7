// react-aria's Form with our layout. Validation is shown through ARIA (never the browser's bubbles),
// and each time `focusFirstInvalidOn` changes (the count of submit attempts) the first invalid field
// takes focus, so a keyboard or screen-reader user lands on what needs fixing.
import { useEffect, useRef, type ReactNode } from "react";
import { Form as AriaForm, type FormProps as AriaFormProps } from "react-aria-components";
import { cx } from "../cx.ts";
import * as styles from "./Form.css.ts";

export interface FormProps extends Omit<AriaFormProps, "className" | "style" | "validationBehavior" | "children"> {
  /** Change it (e.g. the number of submit attempts) to focus the first invalid field after render. */
  focusFirstInvalidOn?: number;
  className?: string;
  children: ReactNode;
}

export function Form({ focusFirstInvalidOn = 0, className, children, ...props }: FormProps) {
  const ref = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (focusFirstInvalidOn === 0) return;
    ref.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusFirstInvalidOn]);
  return (
    <AriaForm ref={ref} validationBehavior="aria" {...props} className={cx(styles.form, className)}>
      {children}
    </AriaForm>
  );
}

/** A short line above the fields, e.g. "All fields are required." */
export function FormNote({ children }: { children: ReactNode }) {
  return <p className={styles.note}>{children}</p>;
}

/** The row of buttons at the end of a form. */
export function FormActions({ children }: { children: ReactNode }) {
  return <div className={styles.actions}>{children}</div>;
}
