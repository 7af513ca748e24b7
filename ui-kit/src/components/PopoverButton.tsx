// A button that opens a small dialog beside it: a search filter's choices, a setting or two. The dialog is named by
// its title; focus moves into it, Escape or pressing outside closes it and focus returns to the button. Nothing here
// decides: the page gives the button's words and the contents. The dialog's code (Overlays.tsx) loads after the page
// has drawn; the button is drawn at once and opens it on press, as react-aria's DialogTrigger would.
import { useRef, useState, type ReactNode } from "react";
import { Button as AriaButton } from "react-aria-components";
import { cx } from "../cx.ts";
import { loadOverlays, PopoverPanel, reachingForOverlays } from "./overlays.ts";
import * as styles from "./PopoverButton.css.ts";
import { usePreloadWhenIdle } from "./preload.ts";

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
  const [isOpen, setOpen] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  usePreloadWhenIdle(loadOverlays);
  return (
    <>
      <AriaButton
        ref={trigger}
        className={cx(styles.trigger, isActive && styles.active, className)}
        aria-haspopup="dialog"
        aria-expanded={isOpen}
        {...reachingForOverlays}
        onPress={() => setOpen(true)}
      >
        <span>{label}</span>
        <svg className={styles.chevron} aria-hidden="true" width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
          <path d="m6 9 6 6 6-6" />
        </svg>
      </AriaButton>
      {isOpen ? (
        <PopoverPanel triggerRef={trigger} onClose={() => setOpen(false)} title={title} isTitleHidden={isTitleHidden}>
          {children}
        </PopoverPanel>
      ) : null}
    </>
  );
}
