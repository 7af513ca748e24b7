import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { locateCard, moveBetween, placeCard, sameOrder, type BoardOrder } from "./board-order.ts";

const board: BoardOrder = [
  { columnId: "submitted", cardIds: ["a", "b", "c"] },
  { columnId: "screening", cardIds: ["d"] },
  { columnId: "evaluation", cardIds: [] },
];

describe("board order", () => {
  it("finds a card's column and position, and null for a card that is not there", () => {
    expect(locateCard(board, "c")).toEqual({ columnIndex: 0, index: 2 });
    expect(locateCard(board, "z")).toBeNull();
  });

  it("a card placed in another column goes before the card at that index", () => {
    const after = placeCard(board, "b", 1, 0);
    expect(after.map((column) => column.cardIds)).toEqual([["a", "c"], ["b", "d"], []]);
    expect(moveBetween(board, after, "b")).toEqual({ cardId: "b", toColumnId: "screening", beforeCardId: "d" });
  });

  it("a card placed at the end of a column, or in an empty one, goes before nothing", () => {
    expect(moveBetween(board, placeCard(board, "a", 1, 9), "a")).toEqual({ cardId: "a", toColumnId: "screening", beforeCardId: null });
    expect(moveBetween(board, placeCard(board, "a", 2, 0), "a")).toEqual({ cardId: "a", toColumnId: "evaluation", beforeCardId: null });
  });

  it("a reorder within the column names the card it now precedes", () => {
    expect(moveBetween(board, placeCard(board, "c", 0, 0), "c")).toEqual({ cardId: "c", toColumnId: "submitted", beforeCardId: "a" });
  });

  it("a card put back where it was is no move", () => {
    expect(moveBetween(board, placeCard(board, "b", 0, 1), "b")).toBeNull();
    expect(sameOrder(board, placeCard(board, "b", 0, 1))).toBe(true);
  });

  it("placing a card anywhere keeps every card exactly once", () => {
    fc.assert(
      fc.property(fc.constantFrom("a", "b", "c", "d"), fc.nat(2), fc.nat(5), (card, column, index) => {
        const after = placeCard(board, card, column, index);
        const all = after.flatMap((entry) => entry.cardIds).sort();
        expect(all).toEqual(["a", "b", "c", "d"]);
        expect(locateCard(after, card)?.columnIndex).toBe(column);
      }),
    );
  });
});
