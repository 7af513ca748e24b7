// A decorative spinning ring. It says nothing to assistive technology: whatever shows it (a pending
// Button, a ProgressBar) carries the announcement.
import { cx } from "../cx.ts";
import * as styles from "./Spinner.css.ts";

export interface SpinnerProps {
  size?: "inline" | "large";
  className?: string;
}

export function Spinner({ size = "inline", className }: SpinnerProps) {
  return <span aria-hidden="true" className={cx(styles.spinner, size === "large" && styles.large, className)} />;
}
