// A rule across a form with a word in the middle ("or") between two ways of doing the same thing.
// The word is read out, so a screen-reader user hears the choice as a sighted person sees it.
import type { ReactNode } from "react";
import * as styles from "./Divider.css.ts";

export function TextDivider({ children }: { children: ReactNode }) {
  return (
    <p className={styles.divider}>
      <span className={styles.text}>{children}</span>
    </p>
  );
}
