// The sections of a member's own area ("Profile", "Resume", "Saved jobs"): a named navigation landmark whose
// current page is marked with aria-current. A column beside the page from 992 px; on smaller screens a button
// naming the current section that shows and hides the same list, one section under another (a disclosure), so no
// label is ever cut off in a sideways strip.
import { useEffect, useId, useState, type ReactNode } from "react";
import { Button, Link as AriaLink } from "react-aria-components";
import * as styles from "./SectionNav.css.ts";

export interface SectionNavItem {
  href: string;
  label: string;
  /** A small count after the label (saved jobs, vacancies). */
  count?: number;
}

export interface SectionNavProps {
  /** Names the landmark: "Your profile", "Your business". */
  label: string;
  items: readonly SectionNavItem[];
  /** The href of the page on screen. */
  current: string;
  footer?: ReactNode;
}

export function SectionNav({ label, items, current, footer }: SectionNavProps) {
  const [isOpen, setOpen] = useState(false);
  const listId = useId();
  // Another section chosen: the list folds away again on a phone.
  useEffect(() => setOpen(false), [current]);
  const currentLabel = items.find((item) => item.href === current)?.label;
  return (
    <nav aria-label={label} className={styles.nav}>
      <Button className={styles.toggle} aria-expanded={isOpen} aria-controls={listId} onPress={() => setOpen((open) => !open)}>
        <span className={styles.toggleText}>
          <span className={styles.toggleLabel}>{label}</span>
          {currentLabel ? <span className={styles.toggleCurrent}>{currentLabel}</span> : null}
        </span>
        <svg className={styles.toggleChevron} aria-hidden="true" width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
          <path d="m6 9 6 6 6-6" />
        </svg>
      </Button>
      <ul id={listId} className={styles.list} data-open={isOpen || undefined}>
        {items.map((item) => (
          <li key={item.href}>
            <AriaLink href={item.href} aria-current={item.href === current ? "page" : undefined} className={styles.link}>
              {item.label}
              {item.count !== undefined ? <span className={styles.count}>{item.count}</span> : null}
            </AriaLink>
          </li>
        ))}
      </ul>
      {footer}
    </nav>
  );
}
