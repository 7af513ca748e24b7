// A surface that groups one thing: a workflow, a profile, a form.
import type { ReactNode } from "react";
import { cx } from "../cx.ts";
import * as styles from "./Card.css.ts";

export interface CardProps {
  as?: "section" | "article" | "div" | "li";
  padding?: keyof typeof styles.padding;
  className?: string;
  "aria-labelledby"?: string;
  children: ReactNode;
}

export function Card({ as: Element = "div", padding = "regular", className, children, ...aria }: CardProps) {
  return (
    <Element {...aria} className={cx(styles.card, styles.padding[padding], className)}>
      {children}
    </Element>
  );
}

/** A card's heading; give it an `id` and the card `aria-labelledby` to name a section. */
export function CardTitle({ level = 2, id, children }: { level?: 2 | 3; id?: string; children: ReactNode }) {
  const Heading = level === 2 ? "h2" : "h3";
  return (
    <Heading id={id} className={styles.title}>
      {children}
    </Heading>
  );
}
