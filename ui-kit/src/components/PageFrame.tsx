// The frame every page sits in: a skip link, the site header, an optional sticky top bar, the main
// landmark and a footer. Layout only; what goes in the header is the app's business.
import type { ReactNode } from "react";
import { cx } from "../cx.ts";
import * as styles from "./PageFrame.css.ts";

export interface PageFrameProps {
  header: ReactNode;
  /** A sticky bar under the header (the back-office's Back button and page title). */
  topBar?: ReactNode;
  footer?: ReactNode;
  /** Let a page's own hero start right under the header. */
  flush?: boolean;
  children: ReactNode;
}

export function PageFrame({ header, topBar, footer, flush, children }: PageFrameProps) {
  return (
    <div className={styles.frame}>
      <a className={styles.skipLink} href="#main">
        Skip to main content
      </a>
      {header}
      {/* The top bar belongs to the page (its Back link and title), so it sits inside main. */}
      <main id="main" tabIndex={-1} className={styles.main}>
        {topBar}
        <div className={cx(styles.content, flush && styles.contentFlush)}>{children}</div>
      </main>
      {footer ? (
        <footer className={styles.footer}>
          <Container>{footer}</Container>
        </footer>
      ) : null}
    </div>
  );
}

export interface ContainerProps {
  width?: keyof typeof styles.container;
  className?: string;
  children: ReactNode;
}

/** Centres content at a readable width, with side padding that never causes sideways scroll. */
export function Container({ width = "page", className, children }: ContainerProps) {
  return <div className={cx(styles.container[width], styles.containerWide, className)}>{children}</div>;
}

/** The title block of a page: one h1, an optional line above and a lead paragraph. */
export function PageHeader({ title, eyebrow, lead, children }: { title: ReactNode; eyebrow?: ReactNode; lead?: ReactNode; children?: ReactNode }) {
  return (
    <div className={styles.pageHeader}>
      {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
      <h1>{title}</h1>
      {lead ? <p className={styles.lead}>{lead}</p> : null}
      {children}
    </div>
  );
}
