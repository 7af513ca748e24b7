// The pages of a list: "Previous page", the page numbers ("Page 4", the current one marked) with gaps, and
// "Next page", as links, so every page has an address and opens in a new tab. Which numbers to offer is the
// caller's (core's `pageList`); this only draws them. On a phone, Previous and Next share the first row.
import type { MouseEvent } from "react";
import { Link as AriaLink } from "react-aria-components";
import { visuallyHidden } from "../theme/utilities.css.ts";
import { isPlainFollow } from "./plain-follow.ts";
import * as styles from "./Pager.css.ts";

export interface PagerProps {
  /** Names the navigation landmark; "Pages" unless told. */
  label?: string;
  pageNumber: number;
  totalPages: number;
  /** The numbers to offer in order, "gap" where pages are left out. */
  entries: ReadonlyArray<number | "gap">;
  hrefOf: (page: number) => string;
  /**
   * Called as a person follows one of the links in this tab, by click, tap, Enter or a screen reader (before the
   * router navigates); not for a link opened in another tab or window (middle, Ctrl, Cmd or Shift click).
   */
  onNavigate?: (page: number) => void;
}

export function Pager({ label = "Pages", pageNumber, totalPages, entries, hrefOf, onNavigate }: PagerProps) {
  const hasPrevious = pageNumber > 1 && totalPages > 0;
  const hasNext = pageNumber < totalPages;
  const previous = Math.min(pageNumber - 1, totalPages);
  // Caught on the link's own click (the capture phase, before the router's handler takes it): react-aria's onPress
  // does not fire for a link followed with Enter, whose native click navigates, but every way of following a link
  // in this tab ends in that click.
  const follow = (page: number) => (event: MouseEvent<Element>) => {
    if (isPlainFollow(event)) onNavigate?.(page);
  };
  return (
    <nav aria-label={label} className={styles.nav}>
      <AriaLink
        className={styles.step}
        href={hasPrevious ? hrefOf(previous) : undefined}
        isDisabled={!hasPrevious}
        onClickCapture={hasPrevious ? follow(previous) : undefined}
      >
        <Chevron direction="previous" />
        Previous<span className={visuallyHidden}> page</span>
      </AriaLink>
      <ul className={styles.numbers}>
        {entries.map((entry, index) =>
          entry === "gap" ? (
            <li key={`gap-${index}`} aria-hidden="true" className={styles.gap}>
              …
            </li>
          ) : (
            <li key={entry}>
              <AriaLink
                className={styles.number}
                href={hrefOf(entry)}
                aria-label={`Page ${entry}`}
                aria-current={entry === pageNumber ? "page" : undefined}
                onClickCapture={follow(entry)}
              >
                {entry}
              </AriaLink>
            </li>
          ),
        )}
      </ul>
      <AriaLink
        className={styles.step}
        href={hasNext ? hrefOf(pageNumber + 1) : undefined}
        isDisabled={!hasNext}
        onClickCapture={hasNext ? follow(pageNumber + 1) : undefined}
      >
        Next<span className={visuallyHidden}> page</span>
        <Chevron direction="next" />
      </AriaLink>
    </nav>
  );
}

function Chevron({ direction }: { direction: "previous" | "next" }) {
  return (
    <svg className={styles.chevron} aria-hidden="true" width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
      <path d={direction === "previous" ? "m15 18-6-6 6-6" : "m9 18 6-6-6-6"} />
    </svg>
  );
}
