// Large icons for the open pages' outcome screens (check your e-mail, activated or changed, link refused), and the
// tinted circle they sit in. Decorative: the heading or the sentence beside them says the outcome.
import type { ReactNode } from "react";
import { cx } from "../cx.ts";
import * as styles from "./auth.css.ts";

export type OutcomeTone = "success" | "info" | "danger";

const toneClass = { success: styles.outcomeIconSuccess, info: styles.outcomeIconInfo, danger: styles.outcomeIconDanger } as const;

/** `<OutcomeIcon tone="info"><MailIcon /></OutcomeIcon>` */
export function OutcomeIcon({ tone, children }: { tone: OutcomeTone; children: ReactNode }) {
  return (
    <span className={cx(styles.outcomeIcon, toneClass[tone])} aria-hidden="true">
      {children}
    </span>
  );
}

export const MailIcon = () => (
  <Icon>
    <rect x="3" y="5" width="18" height="14" rx="2" />
    <path d="m3 7 9 6 9-6" />
  </Icon>
);

export const CheckCircleIcon = () => (
  <Icon>
    <circle cx="12" cy="12" r="9" />
    <path d="m8 12.5 2.5 2.5L16 9.5" />
  </Icon>
);

export const LinkBrokenIcon = () => (
  <Icon>
    <path d="M9 15 7.5 16.5a3.5 3.5 0 0 1-5-5L4 10M15 9l1.5-1.5a3.5 3.5 0 0 1 5 5L20 14M8 4v2M4 8h2M16 20v-2M20 16h-2" />
  </Icon>
);

function Icon({ children }: { children: ReactNode }) {
  return (
    <svg aria-hidden="true" width="28" height="28" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
      {children}
    </svg>
  );
}
