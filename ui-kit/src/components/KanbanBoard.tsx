// A kanban board any page can use: columns of cards moved by dragging (@formkit/drag-and-drop), by the keyboard
// (arrow keys between cards; Space or Enter picks a card up, arrows carry it, Space or Enter drops, Escape cancels,
// each step announced) or by a card's "Move to step…" menu. All three end in the page's onMove; the move shows at
// once and is rolled back when onMove rejects. It knows no rule about which moves are allowed: the page's columns
// (canDrop), cards (canMove) and onMove's answer say that.
import { useCallback, useEffect, useId, useMemo, useRef, useState, type ReactNode, type RefObject } from "react";
import type { BoardOrder, CardMove } from "../board/board-order.ts";
import { MOVE_INSTRUCTIONS } from "../board/keyboard-move.ts";
import { useBoardInteractions } from "../board/use-board-interactions.ts";
import { useBoardMoves } from "../board/use-board-moves.ts";
import { visuallyHidden } from "../theme/utilities.css.ts";
import { BoardColumn, type ColumnHeaderLink } from "./KanbanBoardColumn.tsx";
import type { KanbanCard } from "./KanbanBoardCard.tsx";
import * as styles from "./KanbanBoard.css.ts";
import { loadOverlays } from "./overlays.ts";
import { usePreloadWhenIdle } from "./preload.ts";

export type { KanbanCard } from "./KanbanBoardCard.tsx";
export type { ColumnHeaderLink } from "./KanbanBoardColumn.tsx";
export type { CardMove } from "../board/board-order.ts";

export interface KanbanColumn<T> {
  id: string;
  title: string;
  /** The column's total, loaded or not; the number of its cards by default. */
  count?: number;
  /** False: no card may be dropped here (a card never leaves for it); its own cards may still reorder. */
  canDrop?: boolean;
  cards: readonly KanbanCard<T>[];
  /** A link beside the title and count (the list of everything in the step, say): a short visible label, and a
   * fuller name for screen readers that starts with it ("View all" read as "View all approved applications"). */
  headerLink?: ColumnHeaderLink;
  /** A short muted line under the title (the step's target, say). */
  note?: string;
}

export interface KanbanBoardProps<T> {
  /** The board's name ("Work Permits board"). */
  label: string;
  columns: readonly KanbanColumn<T>[];
  /** A card's content. Keep it stable (a module function or useCallback): cards re-render only when it changes. */
  renderCard(card: KanbanCard<T>): ReactNode;
  /** Resolve: the move is kept. Reject: the card returns (the page says why, e.g. with a toast). */
  onMove: (move: CardMove) => Promise<unknown>;
  emptyColumnText?: string;
  countLabel?: (count: number) => string;
  /** A column's "Show more" wants `wanted` cards and fewer are loaded: load at least that many. */
  onShowMore?: (columnId: string, wanted: number) => void;
}

export function KanbanBoard<T>({ label, columns, renderCard, onMove, emptyColumnText = "Nothing here yet", countLabel = cardsCount, onShowMore }: KanbanBoardProps<T>) {
  const group = useId();
  const instructionsId = `${group}-instructions`;
  const given = useMemo(() => columns.map((column) => ({ columnId: column.id, cardIds: column.cards.map((card) => card.id) })), [columns]);
  const cards = useMemo(() => new Map(columns.flatMap((column) => column.cards.map((card) => [card.id, card] as const))), [columns]);
  const moves = useBoardMoves(given, onMove);
  const [pendingId, setPendingId] = useState<string | null>(null);
  const boardRef = useRef<HTMLDivElement>(null);
  // The cards' "Move to step…" menus: their code comes once the board has drawn (KanbanBoardCard.tsx).
  usePreloadWhenIdle(loadOverlays);

  const context = useRef({ columns, cards });
  context.current = { columns, cards };

  const commitMove = useCallback(
    async (move: CardMove, order: BoardOrder) => {
      setPendingId(move.cardId);
      const kept = await moves.commit(move, order);
      setPendingId(null);
      return kept;
    },
    [moves.commit],
  );

  useNoSelectedState(boardRef);
  const keyboard = useBoardInteractions({ boardRef, moves, context, commitMove });

  const shownCardIds = new Set(moves.shown.flatMap((column) => column.cardIds));
  const activeId = keyboard.activeId !== null && shownCardIds.has(keyboard.activeId) ? keyboard.activeId : (moves.shown.find((column) => column.cardIds.length > 0)?.cardIds[0] ?? null);

  const targetsByColumn = useMemo(
    () => columns.map((from) => columns.filter((to) => to.id !== from.id).map((to) => ({ id: to.id, title: to.title, isDisabled: to.canDrop === false }))),
    [columns],
  );

  return (
    <div ref={boardRef} className={styles.board} role="region" aria-label={label} aria-describedby={instructionsId}>
      <p id={instructionsId} className={visuallyHidden}>
        {MOVE_INSTRUCTIONS}
      </p>
      {moves.shown.map((shownColumn, index) => {
        const column = columns.find((entry) => entry.id === shownColumn.columnId);
        if (column === undefined) return null;
        const givenLength = column.cards.length;
        const count = Math.max(0, (column.count ?? givenLength) + shownColumn.cardIds.length - givenLength);
        return (
          <BoardColumn
            key={column.id}
            id={column.id}
            title={column.title}
            headerLink={column.headerLink}
            note={column.note}
            count={count}
            countLabel={countLabel(count)}
            cardIds={shownColumn.cardIds}
            cards={cards}
            group={group}
            headingId={`${group}-column-${index}`}
            emptyText={emptyColumnText}
            activeId={activeId}
            carriedId={keyboard.carriedId}
            pendingId={pendingId}
            targets={targetsByColumn[index] ?? []}
            instructionsId={instructionsId}
            renderCard={renderCard}
            onKeyDown={keyboard.onKeyDown}
            onFocus={keyboard.onFocus}
            onMenuMove={keyboard.onMenuMove}
            onShowMore={onShowMore}
            drag={keyboard.drag}
          />
        );
      })}
    </div>
  );
}

/** @formkit/drag-and-drop 0.6.1 marks pressed cards aria-selected, which a list item may not carry (axe:
 * aria-allowed-attr) and which means nothing here: the board has no selection. Take it off as it appears. */
function useNoSelectedState(boardRef: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const board = boardRef.current;
    if (board === null) return;
    const observer = new MutationObserver((changes) => {
      for (const { target } of changes) {
        if (target instanceof Element && target.hasAttribute("data-card-id") && target.hasAttribute("aria-selected")) target.removeAttribute("aria-selected");
      }
    });
    observer.observe(board, { subtree: true, attributeFilter: ["aria-selected"] });
    return () => observer.disconnect();
  }, [boardRef]);
}

const cardsCount = (count: number) => `${count} ${count === 1 ? "card" : "cards"}`;
