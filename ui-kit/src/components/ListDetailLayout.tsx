// The "Lists and search" layout: the list (with its pager) on the left, the selected item's detail on the
// right from 992 px; stacked, list first, on smaller screens. The detail stays in sight while the list scrolls.
import type { ReactNode } from "react";
import * as styles from "./ListDetailLayout.css.ts";

export interface ListDetailLayoutProps {
  list: ReactNode;
  /** Nothing when there is nothing to show; the list then takes the whole width. */
  detail?: ReactNode;
}

export function ListDetailLayout({ list, detail }: ListDetailLayoutProps) {
  if (detail === undefined || detail === null) return <div className={styles.single}>{list}</div>;
  return (
    <div className={styles.layout}>
      <div className={styles.list}>{list}</div>
      <div className={styles.detail}>{detail}</div>
    </div>
  );
}
