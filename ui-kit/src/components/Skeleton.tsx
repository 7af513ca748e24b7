// Grey placeholders in the shape of what is loading. The blocks are hidden from assistive technology;
// `SkeletonGroup` says once, politely, what is loading.
import type { CSSProperties, ReactNode } from "react";
import { cx } from "../cx.ts";
import { visuallyHidden } from "../theme/utilities.css.ts";
import * as styles from "./Skeleton.css.ts";

export interface SkeletonProps {
  width?: CSSProperties["width"];
  height?: CSSProperties["height"];
  radius?: CSSProperties["borderRadius"];
  className?: string;
}

export function Skeleton({ width = "100%", height = "1em", radius, className }: SkeletonProps) {
  return <span aria-hidden="true" className={cx(styles.block, className)} style={{ width, height, borderRadius: radius }} />;
}

/** Wraps skeletons with a status message, e.g. "Loading workflows". */
export function SkeletonGroup({ label, className, children }: { label: string; className?: string; children: ReactNode }) {
  return (
    <div role="status" aria-live="polite" className={cx(styles.group, className)}>
      <span className={visuallyHidden}>{label}</span>
      {children}
    </div>
  );
}
