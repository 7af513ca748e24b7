// The sections of a member's own area ("Profile", "Resume", "Saved jobs"): a named navigation landmark whose
// current page is marked with aria-current. A column beside the page from 992 px, a scrolling row above it
// on smaller screens.
import { useEffect, useRef, type ReactNode } from "react";
import { Link as AriaLink } from "react-aria-components";
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
  const list = useRef<HTMLUListElement>(null);
  // In the scrolling row of a phone, the current section is brought into sight (a no-op in the column).
  useEffect(() => {
    const row = list.current;
    const link = row?.querySelector<HTMLElement>('[aria-current="page"]');
    if (row && link && row.scrollWidth > row.clientWidth) row.scrollLeft = link.offsetLeft - row.offsetLeft - 16;
  }, [current]);
  return (
    <nav aria-label={label} className={styles.nav}>
      <ul ref={list} className={styles.list}>
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
