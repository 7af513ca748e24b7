// The order a board shows: the columns it was given, or, while a card is dragged, carried by keyboard or its move
// waits for the server, the order the person made. A move shows at once; when onMove rejects, the board shows the
// order it was given again (the card returns). Holds no rule about which moves are allowed: onMove's answer is it.
import { useCallback, useMemo, useRef, useState } from "react";
import type { BoardOrder, CardMove } from "./board-order.ts";

export interface BoardMoves {
  /** What the board shows now. */
  shown: BoardOrder;
  /** Reads the order shown, up to date even between renders (the drag library reads and writes it in one go). */
  current: () => BoardOrder;
  /** The order given by the page (the last known truth). */
  given: () => BoardOrder;
  /** Shows an order made by the person (a drag or keyboard step in progress). */
  show: (order: BoardOrder) => void;
  /** Back to the given order (a cancelled drag or keyboard move). */
  reset: () => void;
  /** Runs the move with `order` shown meanwhile; true when it was kept, false when it was rolled back. */
  commit: (move: CardMove, order: BoardOrder) => Promise<boolean>;
}

export function useBoardMoves(given: BoardOrder, onMove: (move: CardMove) => Promise<unknown>): BoardMoves {
  const [override, setOverride] = useState<BoardOrder | null>(null);
  const pending = useRef(0);
  const live = useRef<BoardOrder>(given);
  const givenRef = useRef(given);
  const onMoveRef = useRef(onMove);
  givenRef.current = given;
  onMoveRef.current = onMove;
  const shown = override ?? given;
  live.current = shown;

  const show = useCallback((order: BoardOrder) => {
    live.current = order;
    setOverride(order);
  }, []);

  const reset = useCallback(() => {
    if (pending.current > 0) return;
    live.current = givenRef.current;
    setOverride(null);
  }, []);

  const commit = useCallback(
    async (move: CardMove, order: BoardOrder) => {
      show(order);
      pending.current += 1;
      let kept = true;
      try {
        await onMoveRef.current(move);
      } catch {
        kept = false;
      }
      pending.current -= 1;
      // Once nothing waits, the page's columns are the truth again: the server's answer, or the order before.
      if (pending.current === 0) {
        live.current = givenRef.current;
        setOverride(null);
      }
      return kept;
    },
    [show],
  );

  return useMemo(
    () => ({ shown, current: () => live.current, given: () => givenRef.current, show, reset, commit }),
    [shown, show, reset, commit],
  );
}
