// A list of results to pick one from (the "Lists and search" pattern): a list named "Results" whose items are
// named by their title and marked aria-current when selected. The title is a link to the address that selects
// the item (or a button, when selecting changes no address); it stretches over the whole item, so a press
// anywhere picks it, while the item's other lines stay plain text, read after the title.
import { useId, type ReactNode } from "react";
import { Button as AriaButton, Link as AriaLink } from "react-aria-components";
import { cx } from "../cx.ts";
import * as styles from "./ResultList.css.ts";

export interface ResultListProps {
  /** Names the list; "Results" unless told. */
  label?: string;
  /** While the same results load again (Back): still shown, marked busy. */
  isBusy?: boolean;
  children: ReactNode;
}

export function ResultList({ label = "Results", isBusy, children }: ResultListProps) {
  return (
    <ul aria-label={label} aria-busy={isBusy || undefined} className={cx(styles.list, isBusy && styles.busy)}>
      {children}
    </ul>
  );
}

export interface ResultItemProps {
  /** The result's name or title: the item's and the link's name. */
  title: string;
  isSelected: boolean;
  /** The address that selects it; without one, `onSelect` alone selects it (a button). */
  href?: string;
  onSelect?: () => void;
  /** A picture or logo before the text. */
  media?: ReactNode;
  /** Beside the title: a short status ("Verified", "Saved"). */
  badge?: ReactNode;
  /** The lines under the title. */
  children?: ReactNode;
}

export function ResultItem({ title, isSelected, href, onSelect, media, badge, children }: ResultItemProps) {
  const titleId = useId();
  const detailId = useId();
  const current = isSelected ? "true" : undefined;
  const common = {
    className: styles.target,
    "aria-current": current,
    "aria-describedby": children ? detailId : undefined,
    "data-result-target": "",
  } as const;
  return (
    <li aria-labelledby={titleId} aria-current={current} className={styles.item}>
      {media ? <div className={styles.media}>{media}</div> : null}
      <div className={styles.body}>
        <p className={styles.titleRow}>
          <span id={titleId} className={styles.title}>
            {href !== undefined ? (
              <AriaLink {...common} href={href} onPress={onSelect}>
                {title}
              </AriaLink>
            ) : (
              <AriaButton {...common} onPress={onSelect}>
                {title}
              </AriaButton>
            )}
          </span>
          {badge}
        </p>
        {children ? (
          <div id={detailId} className={styles.detail}>
            {children}
          </div>
        ) : null}
      </div>
    </li>
  );
}
