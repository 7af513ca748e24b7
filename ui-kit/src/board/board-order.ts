// The order of a board's cards as plain data (column ids, each with its card ids) and the few operations a move
// needs: where a card is, the order with a card placed elsewhere, and the move that turns one order into another.
// Pure: no React, no DOM; both the drag and the keyboard path use these, so they agree on what a move is.

export interface ColumnOrder {
  readonly columnId: string;
  readonly cardIds: readonly string[];
}

export type BoardOrder = readonly ColumnOrder[];

export interface CardPlace {
  readonly columnIndex: number;
  readonly index: number;
}

/** What onMove receives: the column the card goes to and the card it goes before (null: the end of the column). */
export interface CardMove {
  readonly cardId: string;
  readonly toColumnId: string;
  readonly beforeCardId: string | null;
}

/** Where a card is, or null when no column holds it. */
export function locateCard(order: BoardOrder, cardId: string): CardPlace | null {
  for (let columnIndex = 0; columnIndex < order.length; columnIndex++) {
    const index = order[columnIndex]?.cardIds.indexOf(cardId) ?? -1;
    if (index !== -1) return { columnIndex, index };
  }
  return null;
}

/** The order with the card taken out of its column and put at `index` (clamped) of the column at `columnIndex`. */
export function placeCard(order: BoardOrder, cardId: string, columnIndex: number, index: number): BoardOrder {
  const without = order.map((column) =>
    column.cardIds.includes(cardId) ? { columnId: column.columnId, cardIds: column.cardIds.filter((id) => id !== cardId) } : column,
  );
  return without.map((column, at) => {
    if (at !== columnIndex) return column;
    const cardIds = [...column.cardIds];
    cardIds.splice(Math.max(0, Math.min(index, cardIds.length)), 0, cardId);
    return { columnId: column.columnId, cardIds };
  });
}

/** The move that brings a card from where `before` has it to where `after` has it; null when it did not move. */
export function moveBetween(before: BoardOrder, after: BoardOrder, cardId: string): CardMove | null {
  const from = locateCard(before, cardId);
  const to = locateCard(after, cardId);
  if (from === null || to === null) return null;
  const target = after[to.columnIndex];
  if (target === undefined) return null;
  const beforeCardId = target.cardIds[to.index + 1] ?? null;
  const sameColumn = before[from.columnIndex]?.columnId === target.columnId;
  const wasBefore = before[from.columnIndex]?.cardIds[from.index + 1] ?? null;
  if (sameColumn && wasBefore === beforeCardId) return null;
  return { cardId, toColumnId: target.columnId, beforeCardId };
}

/** Whether two orders list the same cards in the same places (to skip needless renders). */
export function sameOrder(left: BoardOrder, right: BoardOrder): boolean {
  return (
    left.length === right.length &&
    left.every((column, at) => {
      const other = right[at];
      return other !== undefined && other.columnId === column.columnId && other.cardIds.length === column.cardIds.length && column.cardIds.every((id, i) => other.cardIds[i] === id);
    })
  );
}
