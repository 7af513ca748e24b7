// What the statistics pages share: the page's frame (the top bar with its way back, the sub-navigation between the
// statistics and the public holidays, the title, its lead and the page's action beside them), and a number table in its scrolling box (a focusable region named by the table, so the keyboard scrolls it; the
// caption read first; one row of column headings).
import type { ReactNode } from "react";
import { STATISTICS_TEXTS } from "@ictm/core";
import { Container, PageHeader } from "@ictm/ui-kit";
import { useBackofficeFrame } from "../../app/BackofficeFrame.tsx";
import { paths } from "../../app/paths.ts";
import { SubNav } from "../../app/SubNav.tsx";
import * as styles from "./Statistics.css.ts";

/** The statistics' two pages as tabs of a sub-navigation; `workflowId` is the statistics link's board. */
function StatisticsNav({ current, workflowId }: { current: "statistics" | "holidays"; workflowId: string }) {
  return (
    <SubNav
      label={STATISTICS_TEXTS.title}
      current={current}
      links={[
        { key: "statistics", href: paths.statisticsBoard(workflowId), label: "Statistics" },
        { key: "holidays", href: paths.publicHolidays, label: STATISTICS_TEXTS.holidaysTitle },
      ]}
    />
  );
}

/**
 * A statistics page: the frame's top bar titled as the page, with `back`, then the sub-navigation, the
 * title and lead with `action` beside them, then `children`; `dialogs` go outside the page's container.
 */
export function StatisticsFrame({
  current,
  workflowId,
  title,
  back,
  lead,
  action,
  dialogs,
  children,
}: {
  current: "statistics" | "holidays";
  workflowId: string;
  title: string;
  back: { href: string; label: string };
  lead: ReactNode;
  action: ReactNode;
  dialogs: ReactNode;
  children: ReactNode;
}) {
  useBackofficeFrame({ topBar: { title, back } });
  return (
    <>
      <Container>
        <div className={styles.page}>
          <StatisticsNav current={current} workflowId={workflowId} />
          <div className={styles.headerRow}>
            <PageHeader title={title} lead={lead} />
            {action}
          </div>
          {children}
        </div>
      </Container>
      {dialogs}
    </>
  );
}

/** A column heading: its words (or a swatch and words); a text column is left-aligned (numbers align right). */
export type TableColumn = string | { readonly label: ReactNode; readonly text?: boolean };

/** A number table: its box (named by `label`, the caption unless told), caption, column headings and `children` (the body rows). */
export function NumberTable({ caption, label = caption, columns, busy = false, children }: { caption: string; label?: string; columns: readonly TableColumn[]; busy?: boolean; children: ReactNode }) {
  return (
    <div className={busy ? `${styles.tableScroll} ${styles.busy}` : styles.tableScroll} role="region" aria-label={label} tabIndex={0}>
      <table className={styles.table}>
        <caption>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column, index) => {
              const { label: words, text = false } = typeof column === "string" ? { label: column } : column;
              return (
                <th key={index} scope="col" className={text ? styles.textCell : undefined}>
                  {words}
                </th>
              );
            })}
          </tr>
        </thead>
        {children}
      </table>
    </div>
  );
}

/** A text column's heading (left-aligned). */
export const textColumn = (label: ReactNode): TableColumn => ({ label, text: true });
