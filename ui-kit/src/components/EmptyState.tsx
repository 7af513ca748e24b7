// What a list says when it has nothing to show: what happened and what to do next.
import type { ReactNode } from "react";
import * as styles from "./EmptyState.css.ts";

export interface EmptyStateProps {
  heading: string;
  /** 1 when the empty state is the whole page (a record that is not there). */
  headingLevel?: 1 | 2 | 3;
  children?: ReactNode;
  action?: ReactNode;
  icon?: ReactNode;
}

export function EmptyState({ heading, headingLevel = 2, children, action, icon }: EmptyStateProps) {
  const Heading = headingLevel === 1 ? "h1" : headingLevel === 2 ? "h2" : "h3";
  return (
    <div className={styles.root}>
      <div className={styles.icon} aria-hidden="true">
        {icon ?? <InboxIcon />}
      </div>
      <Heading className={styles.heading}>{heading}</Heading>
      {children ? <div className={styles.body}>{children}</div> : null}
      {action ? <div className={styles.action}>{action}</div> : null}
    </div>
  );
}

function InboxIcon() {
  return (
    <svg width="28" height="28" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round">
      <path d="M4 13h4l1.5 3h5L16 13h4" />
      <path d="M5.5 5h13L21 13v5a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1v-5z" />
    </svg>
  );
}
