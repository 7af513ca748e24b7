// The steps of a long form split into parts (an application's sections, then "Review and submit"): a named
// navigation landmark whose links each say the part's state in words and by a coloured dot (never colour alone),
// the current one marked with aria-current. A column beside the form from 1200 px, a scrolling row above it before.
import { useEffect, useRef } from "react";
import { Link as AriaLink } from "react-aria-components";
import * as styles from "./StepNav.css.ts";

export type StepTone = keyof typeof styles.dot;

export interface StepNavItem {
  href: string;
  label: string;
  /** The part's state in words: "Complete", "Not started", "Has problems". */
  state?: string;
  tone?: StepTone;
}

export interface StepNavProps {
  /** Names the landmark: "Sections of the application". */
  label: string;
  items: readonly StepNavItem[];
  /** The href of the part on screen. */
  current: string;
}

export function StepNav({ label, items, current }: StepNavProps) {
  const list = useRef<HTMLOListElement>(null);
  // In the scrolling row of a phone, the current part is brought into sight (a no-op in the column).
  useEffect(() => {
    const row = list.current;
    const link = row?.querySelector<HTMLElement>('[aria-current="step"]');
    if (row && link && row.scrollWidth > row.clientWidth) row.scrollLeft = link.offsetLeft - row.offsetLeft - 16;
  }, [current]);
  return (
    <nav aria-label={label} className={styles.nav}>
      <ol ref={list} className={styles.list}>
        {items.map((item) => (
          <li key={item.href}>
            <AriaLink href={item.href} aria-current={item.href === current ? "step" : undefined} className={styles.link}>
              <span className={styles.label}>{item.label}</span>
              {item.state !== undefined ? (
                <span className={styles.state}>
                  <span className={styles.dot[item.tone ?? "neutral"]} aria-hidden="true" />
                  {item.state}
                </span>
              ) : null}
            </AriaLink>
          </li>
        ))}
      </ol>
    </nav>
  );
}
