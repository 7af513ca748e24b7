// A short status word in a pill ("Verified", "Draft", "Pending review"). The word carries the meaning; the
// colour and the icon only repeat it, so nobody depends on seeing colour.
import type { ReactNode } from "react";
import { cx } from "../cx.ts";
import * as styles from "./Badge.css.ts";

export type BadgeTone = keyof typeof styles.tone;

export interface BadgeProps {
  tone?: BadgeTone;
  /** A check mark before the word, for the states that are good news (Verified, Published). */
  icon?: "check" | "clock" | "cross" | null;
  className?: string;
  children: ReactNode;
}

export function Badge({ tone = "neutral", icon = null, className, children }: BadgeProps) {
  return (
    <span className={cx(styles.badge, styles.tone[tone], className)}>
      {icon ? <BadgeIcon icon={icon} /> : null}
      {children}
    </span>
  );
}

function BadgeIcon({ icon }: { icon: "check" | "clock" | "cross" }) {
  const paths = {
    check: <path d="M20 6 9 17l-5-5" />,
    clock: <path d="M12 7v5l3 2m6-2a9 9 0 1 1-18 0 9 9 0 0 1 18 0Z" />,
    cross: <path d="M18 6 6 18M6 6l12 12" />,
  };
  return (
    <svg className={styles.icon} aria-hidden="true" width="14" height="14" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round">
      {paths[icon]}
    </svg>
  );
}
