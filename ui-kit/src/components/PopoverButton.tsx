// A button that opens a small dialog beside it (react-aria's DialogTrigger, Popover and Dialog): a search filter's
// choices, a setting or two. The dialog is named by its title; focus moves into it, Escape or pressing outside closes
// it and focus returns to the button. Nothing here decides: the page gives the button's words and the contents.
import type { ReactNode } from "react";
import { Button as AriaButton, Dialog, DialogTrigger, Heading, Popover } from "react-aria-components";
import { cx } from "../cx.ts";
import { visuallyHidden } from "../theme/utilities.css.ts";
import * as styles from "./PopoverButton.css.ts";

export interface PopoverButtonProps {
  /** The button's words, e.g. "District" or "District (2)". */
  label: ReactNode;
  /** The dialog's heading, which names it. */
  title: string;
  /** Marks the button as holding a value (a filter in use). */
  isActive?: boolean;
  /** The title names the dialog but is not shown: its one field's label says the same. */
  isTitleHidden?: boolean;
  children: ReactNode;
  className?: string;
}

export function PopoverButton({ label, title, isActive = false, isTitleHidden = false, children, className }: PopoverButtonProps) {
  return (
    <DialogTrigger>
      <AriaButton className={cx(styles.trigger, isActive && styles.active, className)}>
        <span>{label}</span>
        <svg className={styles.chevron} aria-hidden="true" width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
          <path d="m6 9 6 6 6-6" />
        </svg>
      </AriaButton>
      <Popover placement="bottom start" offset={6} className={styles.popover}>
        <Dialog className={styles.dialog}>
          <Heading slot="title" className={isTitleHidden ? visuallyHidden : styles.heading}>
            {title}
          </Heading>
          {children}
        </Dialog>
      </Popover>
    </DialogTrigger>
  );
}
