// The board's keyboard path as pure steps: which card an arrow key focuses, where an arrow key carries a picked-up
// card, and the words announced to screen readers at each step. No React, no DOM: KanbanBoard applies the results.
import { locateCard, placeCard, type BoardOrder, type CardPlace } from "./board-order.ts";

export type BoardKey = "ArrowUp" | "ArrowDown" | "ArrowLeft" | "ArrowRight" | "Home" | "End";

export function isBoardKey(key: string): key is BoardKey {
  return key === "ArrowUp" || key === "ArrowDown" || key === "ArrowLeft" || key === "ArrowRight" || key === "Home" || key === "End";
}

/** The card an arrow key focuses from `place`: up and down within the column, left and right to the nearest
 * column that has cards (at the same height, or its last card). Null: there is none that way. */
export function focusStep(order: BoardOrder, place: CardPlace, key: BoardKey): CardPlace | null {
  const length = order[place.columnIndex]?.cardIds.length ?? 0;
  if (key === "ArrowUp") return place.index > 0 ? { columnIndex: place.columnIndex, index: place.index - 1 } : null;
  if (key === "ArrowDown") return place.index < length - 1 ? { columnIndex: place.columnIndex, index: place.index + 1 } : null;
  if (key === "Home") return length > 0 ? { columnIndex: place.columnIndex, index: 0 } : null;
  if (key === "End") return length > 0 ? { columnIndex: place.columnIndex, index: length - 1 } : null;
  const direction = key === "ArrowLeft" ? -1 : 1;
  for (let at = place.columnIndex + direction; at >= 0 && at < order.length; at += direction) {
    const count = order[at]?.cardIds.length ?? 0;
    if (count > 0) return { columnIndex: at, index: Math.min(place.index, count - 1) };
  }
  return null;
}

/** The order after an arrow key carries a picked-up card: up and down within its column, left and right to the
 * nearest column that takes it (`canDrop`). Null: it cannot go that way. */
export function carryStep(order: BoardOrder, cardId: string, key: BoardKey, canDrop: (columnIndex: number) => boolean): BoardOrder | null {
  const place = locateCard(order, cardId);
  if (place === null) return null;
  const length = order[place.columnIndex]?.cardIds.length ?? 0;
  const within = (index: number) => (index === place.index ? null : placeCard(order, cardId, place.columnIndex, index));
  if (key === "ArrowUp") return place.index > 0 ? within(place.index - 1) : null;
  if (key === "ArrowDown") return place.index < length - 1 ? within(place.index + 1) : null;
  if (key === "Home") return within(0);
  if (key === "End") return within(length - 1);
  const direction = key === "ArrowLeft" ? -1 : 1;
  for (let at = place.columnIndex + direction; at >= 0 && at < order.length; at += direction) {
    if (canDrop(at)) return placeCard(order, cardId, at, place.index);
  }
  return null;
}

/** Where a card is, in words: its column's title and "position 2 of 5". */
export interface SpokenPlace {
  readonly column: string;
  readonly position: number;
  readonly count: number;
}

export function spokenPlace(order: BoardOrder, cardId: string, titleOf: (columnId: string) => string): SpokenPlace | null {
  const place = locateCard(order, cardId);
  const column = place === null ? undefined : order[place.columnIndex];
  if (place === null || column === undefined) return null;
  return { column: titleOf(column.columnId), position: place.index + 1, count: column.cardIds.length };
}

const at = ({ column, position, count }: SpokenPlace) => `${column}, position ${position} of ${count}`;

/** What screen readers hear at each step of a keyboard move. */
export const moveAnnouncements = {
  pickedUp: (card: string, place: SpokenPlace) =>
    `Picked up ${card} in ${at(place)}. Use the arrow keys to move, Space to drop, Escape to cancel.`,
  carried: (card: string, place: SpokenPlace) => `${card}: ${at(place)}.`,
  blocked: (card: string) => `${card} cannot go further that way.`,
  dropped: (card: string, place: SpokenPlace) => `Dropped ${card} in ${at(place)}.`,
  droppedInPlace: (card: string) => `${card} was dropped where it was.`,
  cancelled: (card: string, place: SpokenPlace) => `Move cancelled. ${card} is back in ${at(place)}.`,
  rolledBack: (card: string, place: SpokenPlace) => `The move was undone. ${card} is back in ${at(place)}.`,
  notMovable: (card: string) => `${card} cannot be moved.`,
} as const;

/** Said once, and referenced by every card (aria-describedby), so a card's name stays short. */
export const MOVE_INSTRUCTIONS =
  "Arrow keys move between cards. Press Space or Enter to pick a card up, the arrow keys to carry it, Space or Enter to drop it, Escape to cancel.";
