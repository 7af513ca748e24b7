// What a person does to a board, turned into moves: the keyboard (roving focus, pick up, carry, drop, cancel),
// a drag's start and end, and the "Move to step…" menu. Each step is announced; every move goes through the one
// commit (shown at once, rolled back when the page's onMove rejects). No rule about allowed moves lives here.
import { announce } from "@react-aria/live-announcer";
import { useCallback, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent, type RefObject } from "react";
import { locateCard, moveBetween, placeCard, type BoardOrder, type CardMove } from "./board-order.ts";
import { carryStep, focusStep, isBoardKey, moveAnnouncements as say, spokenPlace } from "./keyboard-move.ts";
import type { BoardMoves } from "./use-board-moves.ts";

export interface BoardContext {
  readonly columns: readonly { readonly id: string; readonly title: string; readonly canDrop?: boolean }[];
  readonly cards: ReadonlyMap<string, { readonly label: string; readonly canMove?: boolean }>;
}

export interface BoardInteractionsInput {
  boardRef: RefObject<HTMLElement | null>;
  moves: BoardMoves;
  context: RefObject<BoardContext>;
  commitMove: (move: CardMove, order: BoardOrder) => Promise<boolean>;
}

export function useBoardInteractions({ boardRef, moves, context, commitMove }: BoardInteractionsInput) {
  const [activeId, setActiveId] = useState<string | null>(null);
  const [carry, setCarry] = useState<{ cardId: string; before: BoardOrder } | null>(null);
  const carryRef = useRef(carry);
  carryRef.current = carry;
  const dragBefore = useRef<BoardOrder | null>(null);

  const titleOf = (columnId: string) => context.current.columns.find((column) => column.id === columnId)?.title ?? columnId;
  const labelOf = (cardId: string) => context.current.cards.get(cardId)?.label ?? "The card";
  const placeOf = (order: BoardOrder, cardId: string) => spokenPlace(order, cardId, titleOf);
  const cardElement = (cardId: string) => boardRef.current?.querySelector<HTMLElement>(`[data-card-id="${CSS.escape(cardId)}"]`) ?? null;
  const focusCard = (cardId: string) => {
    setActiveId(cardId);
    const element = cardElement(cardId);
    if (element === null) pendingFocus.current = cardId;
    else element.focus();
  };

  // React moves a card's element when its place changes (carried, dropped, cancelled, rolled back), and a moved
  // element loses focus: give it back to the card that had it, and keep a carried card in view. A card focused by
  // an arrow key that its column did not show yet is focused once it is rendered.
  const focusedId = useRef<string | null>(null);
  const pendingFocus = useRef<string | null>(null);
  useLayoutEffect(() => {
    const waiting = pendingFocus.current === null ? null : cardElement(pendingFocus.current);
    if (waiting !== null) {
      pendingFocus.current = null;
      waiting.focus();
    }
    const element = focusedId.current === null ? null : cardElement(focusedId.current);
    if (element === null) return;
    if (document.activeElement === null || document.activeElement === document.body) element.focus();
    if (carry !== null) element.scrollIntoView({ block: "nearest", inline: "nearest" });
  });

  const run = async (move: CardMove, order: BoardOrder) => {
    const kept = await commitMove(move, order);
    if (kept) return;
    const place = placeOf(moves.given(), move.cardId);
    if (place !== null) announce(say.rolledBack(labelOf(move.cardId), place), "assertive");
  };

  const onKeyDown = (cardId: string, event: KeyboardEvent<HTMLElement>) => {
    if (event.target !== event.currentTarget) return;
    const order = moves.current();
    const label = labelOf(cardId);
    const carried = carryRef.current;
    if (carried !== null && carried.cardId === cardId) {
      if (isBoardKey(event.key)) {
        event.preventDefault();
        const origin = locateCard(carried.before, cardId);
        const canDrop = (at: number) => at === origin?.columnIndex || context.current.columns[at]?.canDrop !== false;
        const next = carryStep(order, cardId, event.key, canDrop);
        const place = next === null ? null : placeOf(next, cardId);
        if (next === null || place === null) return announce(say.blocked(label), "assertive");
        moves.show(next);
        announce(say.carried(label, place), "assertive");
      } else if (event.key === " " || event.key === "Enter") {
        event.preventDefault();
        setCarry(null);
        const move = moveBetween(carried.before, order, cardId);
        const place = placeOf(order, cardId);
        if (move === null || place === null) {
          moves.reset();
          return announce(say.droppedInPlace(label), "assertive");
        }
        announce(say.dropped(label, place), "assertive");
        void run(move, order);
      } else if (event.key === "Escape" || event.key === "Tab") {
        if (event.key === "Escape") event.preventDefault();
        setCarry(null);
        moves.reset();
        const place = placeOf(carried.before, cardId);
        if (place !== null) announce(say.cancelled(label, place), "assertive");
      }
      return;
    }
    if (isBoardKey(event.key)) {
      event.preventDefault();
      const from = locateCard(order, cardId);
      const to = from === null ? null : focusStep(order, from, event.key);
      const target = to === null ? undefined : order[to.columnIndex]?.cardIds[to.index];
      if (target !== undefined) focusCard(target);
    } else if (event.key === " " || event.key === "Enter") {
      event.preventDefault();
      if (context.current.cards.get(cardId)?.canMove === false) return announce(say.notMovable(label), "assertive");
      const place = placeOf(order, cardId);
      setCarry({ cardId, before: order });
      if (place !== null) announce(say.pickedUp(label, place), "assertive");
    }
  };

  const onMenuMove = (cardId: string, toColumnId: string) => {
    const order = moves.current();
    const columnIndex = order.findIndex((column) => column.columnId === toColumnId);
    const next = placeCard(order, cardId, columnIndex, Number.MAX_SAFE_INTEGER);
    const move = moveBetween(order, next, cardId);
    const place = placeOf(next, cardId);
    if (move === null || place === null) return;
    announce(say.dropped(labelOf(cardId), place), "assertive");
    void run(move, next);
  };

  const drag = useMemo(
    () => ({
      getValues: (columnId: string) => [...(moves.current().find((column) => column.columnId === columnId)?.cardIds ?? [])],
      setValues: (columnId: string, cardIds: string[]) =>
        moves.show(moves.current().map((column) => (column.columnId === columnId ? { columnId, cardIds } : column))),
      accepts: (columnId: string) => context.current.columns.find((column) => column.id === columnId)?.canDrop !== false,
      isMovable: (cardId: string) => context.current.cards.get(cardId)?.canMove !== false,
      onStart: () => {
        dragBefore.current = moves.current();
      },
      onEnd: (cardId: string) => {
        const before = dragBefore.current;
        dragBefore.current = null;
        const after = moves.current();
        const move = before === null ? null : moveBetween(before, after, cardId);
        if (move === null) return moves.reset();
        void run(move, after);
      },
    }),
    // The drag library keeps this object: everything it reads comes through refs and `moves`' stable functions.
    [],
  );

  // Stable handlers for the memoised cards, calling the latest closures.
  const latest = useRef({ onKeyDown, onMenuMove });
  latest.current = { onKeyDown, onMenuMove };
  return {
    activeId,
    carriedId: carry?.cardId ?? null,
    onKeyDown: useCallback((cardId: string, event: KeyboardEvent<HTMLElement>) => latest.current.onKeyDown(cardId, event), []),
    onFocus: useCallback((cardId: string) => {
      focusedId.current = cardId;
      setActiveId(cardId);
    }, []),
    onMenuMove: useCallback((cardId: string, toColumnId: string) => latest.current.onMenuMove(cardId, toColumnId), []),
    drag,
  };
}
