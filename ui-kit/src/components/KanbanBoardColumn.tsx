// One column of the kanban board: its heading, count and optional link, and the list the drag library moves cards in and out of.
// The list holds only cards (the library maps its children to the ids one to one); the empty note sits after it.
import { memo, startTransition, useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from "react";
import { useColumnDrag } from "../board/use-column-drag.ts";
import { visuallyHidden } from "../theme/utilities.css.ts";
import { Button } from "./Button.tsx";
import { BoardCard, type KanbanCard, type MoveTarget } from "./KanbanBoardCard.tsx";
import { Link } from "./Link.tsx";
import * as styles from "./KanbanBoard.css.ts";

export interface ColumnHeaderLink {
  href: string;
  /** What the link shows: a word or two, the column is narrow. */
  label: string;
  /** Its name for screen readers when the label needs the column to make sense; starts with the label. */
  accessibleLabel?: string;
}

export interface BoardColumnProps<T> {
  id: string;
  title: string;
  headerLink?: ColumnHeaderLink | undefined;
  note?: string | undefined;
  /** All the column's cards, loaded or not (`cardIds` may be only the first of them). */
  count: number;
  cardIds: readonly string[];
  cards: ReadonlyMap<string, KanbanCard<T>>;
  group: string;
  headingId: string;
  emptyText: string;
  /** The count in words for screen readers: "5 applications". */
  countLabel: string;
  activeId: string | null;
  carriedId: string | null;
  pendingId: string | null;
  targets: readonly MoveTarget[];
  instructionsId: string;
  renderCard(card: KanbanCard<T>): ReactNode;
  onKeyDown: (cardId: string, event: KeyboardEvent<HTMLElement>) => void;
  onFocus: (cardId: string) => void;
  onMenuMove: (cardId: string, toColumnId: string) => void;
  /** Asked when "Show more" wants more cards than are loaded: load at least `wanted` of this column. */
  onShowMore?: ((columnId: string, wanted: number) => void) | undefined;
  drag: {
    getValues: (columnId: string) => string[];
    setValues: (columnId: string, cardIds: string[]) => void;
    accepts: (columnId: string) => boolean;
    isMovable: (cardId: string) => boolean;
    onStart: (cardId: string) => void;
    onEnd: (cardId: string) => void;
  };
}

/** Cards a column shows at first, and how many more each "Show more" adds: a 300-card column renders 40. */
const PAGE_SIZE = 40;
/**
 * Cards a column draws in the board's first render, more than a tall screen shows; the rest of its first 40 follow at
 * once in a render React may interrupt (a transition). Drawing 7 columns of 40 cards before the first paint took
 * about 300 ms of the board's first render (issue 17).
 */
const FIRST_PAINT = 12;

function BoardColumnView<T>(props: BoardColumnProps<T>) {
  const { id, title, count, cardIds, cards, group, headingId, emptyText, drag } = props;
  const list = useRef<HTMLUListElement>(null);
  const [wantedLimit, setLimit] = useState(PAGE_SIZE);
  const [drawn, setDrawn] = useState(FIRST_PAINT);
  useEffect(() => startTransition(() => setDrawn(Number.POSITIVE_INFINITY)), []);
  const limit = Math.min(wantedLimit, drawn);
  // Until the column has drawn its first cards, it offers no "Show more" (its count would change under the pointer).
  const filling = drawn < wantedLimit;
  // The focused, carried or waiting card is always shown, even when it sits further down than the limit.
  const reach = Math.max(limit, ...[props.activeId, props.carriedId, props.pendingId].map((cardId) => (cardId === null ? 0 : cardIds.indexOf(cardId) + 1)));
  const shownIds = cardIds.slice(0, reach);
  const hidden = Math.max(cardIds.length, count) - shownIds.length;
  const shownCount = useRef(shownIds.length);
  shownCount.current = shownIds.length;
  const showMore = (wanted: number) => {
    setLimit(wanted);
    if (wanted > cardIds.length && cardIds.length < count) props.onShowMore?.(id, wanted);
  };
  useColumnDrag(list, {
    group,
    // The library sees the cards shown; the hidden tail stays after them whatever the drag does.
    getValues: () => drag.getValues(id).slice(0, shownCount.current),
    setValues: (ids) => drag.setValues(id, [...ids, ...drag.getValues(id).slice(shownCount.current).filter((cardId) => !ids.includes(cardId))]),
    accepts: () => drag.accepts(id),
    isMovable: drag.isMovable,
    onStart: drag.onStart,
    onEnd: drag.onEnd,
  });
  return (
    <section className={styles.column} aria-labelledby={headingId} data-column-id={id}>
      <div className={styles.columnHead}>
        <div className={styles.columnTitles}>
          <h2 id={headingId} className={styles.columnTitle}>
            {title}
          </h2>
          {props.note ? <p className={styles.columnNote}>{props.note}</p> : null}
        </div>
        {props.headerLink ? (
          <Link appearance="standalone" href={props.headerLink.href} aria-label={props.headerLink.accessibleLabel} className={styles.columnLink}>
            {props.headerLink.label}
          </Link>
        ) : null}
        <span className={styles.columnCount} aria-label={props.countLabel}>
          {count}
        </span>
      </div>
      <div className={styles.listArea}>
        <ul ref={list} className={styles.list} aria-labelledby={headingId}>
          {shownIds.map((cardId) => {
            const card = cards.get(cardId);
            return card ? (
              <BoardCard
                key={cardId}
                card={card}
                isActive={props.activeId === cardId}
                isCarried={props.carriedId === cardId}
                isPending={props.pendingId === cardId}
                targets={props.targets}
                instructionsId={props.instructionsId}
                renderCard={props.renderCard}
                onKeyDown={props.onKeyDown}
                onFocus={props.onFocus}
                onMenuMove={props.onMenuMove}
              />
            ) : null;
          })}
        </ul>
        {cardIds.length === 0 ? <p className={styles.empty}>{emptyText}</p> : null}
      </div>
      {hidden > 0 && !filling ? (
        <Button variant="secondary" size="small" className={styles.showMore} onPress={() => showMore(reach + PAGE_SIZE * 5)}>
          Show {Math.min(hidden, PAGE_SIZE * 5)} more<span className={visuallyHidden}> in {title}</span>
        </Button>
      ) : null}
    </section>
  );
}

export const BoardColumn: <T>(props: BoardColumnProps<T>) => ReactNode = memo(BoardColumnView);
