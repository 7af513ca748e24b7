// Progress of uploads and long work (react-aria's ProgressBar: role="progressbar" with its label).
// Without a value it is indeterminate; `appearance="spinner"` shows a ring beside the label instead
// of a bar, for short waits such as activating an account.
import { Label, ProgressBar as AriaProgressBar } from "react-aria-components";
import { cx } from "../cx.ts";
import * as styles from "./ProgressBar.css.ts";
import { Spinner } from "./Spinner.tsx";

export interface ProgressBarProps {
  label: string;
  /** 0 to 100; leave it out while the amount of work is unknown. */
  value?: number;
  appearance?: "bar" | "spinner";
  className?: string;
}

export function ProgressBar({ label, value, appearance = "bar", className }: ProgressBarProps) {
  const isIndeterminate = value === undefined;
  return (
    <AriaProgressBar
      value={value ?? 0}
      isIndeterminate={isIndeterminate}
      className={cx(styles.root, className)}
    >
      {({ percentage, valueText }) =>
        appearance === "spinner" ? (
          <div className={styles.spinnerRow}>
            <Spinner size="large" />
            <Label className={styles.label}>{label}</Label>
          </div>
        ) : (
          <>
            <div className={styles.header}>
              <Label className={styles.label}>{label}</Label>
              {isIndeterminate ? null : <span>{valueText}</span>}
            </div>
            <div className={styles.track}>
              <div
                className={cx(styles.fill, isIndeterminate && styles.indeterminate)}
                style={isIndeterminate ? undefined : { width: `${percentage ?? 0}%` }}
              />
            </div>
          </>
        )
      }
    </AriaProgressBar>
  );
}
