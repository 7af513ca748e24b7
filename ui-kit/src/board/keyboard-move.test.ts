import { describe, expect, it } from "vitest";
import type { BoardOrder } from "./board-order.ts";
import { carryStep, focusStep, moveAnnouncements, spokenPlace } from "./keyboard-move.ts";

const board: BoardOrder = [
  { columnId: "submitted", cardIds: ["a", "b", "c"] },
  { columnId: "screening", cardIds: [] },
  { columnId: "evaluation", cardIds: ["d"] },
];
const titles: Record<string, string> = { submitted: "Submitted", screening: "Screening", evaluation: "Evaluation" };
const titleOf = (id: string) => titles[id] ?? id;
const everywhere = () => true;

describe("moving focus with the arrow keys", () => {
  it("up and down stay in the column and stop at its ends", () => {
    expect(focusStep(board, { columnIndex: 0, index: 1 }, "ArrowDown")).toEqual({ columnIndex: 0, index: 2 });
    expect(focusStep(board, { columnIndex: 0, index: 2 }, "ArrowDown")).toBeNull();
    expect(focusStep(board, { columnIndex: 0, index: 0 }, "ArrowUp")).toBeNull();
  });

  it("left and right skip empty columns and land at the nearest height", () => {
    expect(focusStep(board, { columnIndex: 0, index: 2 }, "ArrowRight")).toEqual({ columnIndex: 2, index: 0 });
    expect(focusStep(board, { columnIndex: 2, index: 0 }, "ArrowLeft")).toEqual({ columnIndex: 0, index: 0 });
    expect(focusStep(board, { columnIndex: 2, index: 0 }, "ArrowRight")).toBeNull();
  });
});

describe("carrying a picked-up card", () => {
  it("right carries it into the next column, even an empty one, at the same height", () => {
    const after = carryStep(board, "b", "ArrowRight", everywhere);
    expect(after?.map((column) => column.cardIds)).toEqual([["a", "c"], ["b"], ["d"]]);
  });

  it("skips the columns that do not take it", () => {
    const after = carryStep(board, "a", "ArrowRight", (column) => column !== 1);
    expect(after?.map((column) => column.cardIds)).toEqual([["b", "c"], [], ["a", "d"]]);
  });

  it("up and down change its position and stop at the ends", () => {
    expect(carryStep(board, "a", "ArrowDown", everywhere)?.[0]?.cardIds).toEqual(["b", "a", "c"]);
    expect(carryStep(board, "a", "ArrowUp", everywhere)).toBeNull();
    expect(carryStep(board, "d", "ArrowRight", everywhere)).toBeNull();
  });
});

describe("what is announced", () => {
  it("says where a picked-up card is and how to move it", () => {
    const place = spokenPlace(board, "b", titleOf);
    expect(place).toEqual({ column: "Submitted", position: 2, count: 3 });
    expect(place && moveAnnouncements.pickedUp("LPA-2026-0001", place)).toBe(
      "Picked up LPA-2026-0001 in Submitted, position 2 of 3. Use the arrow keys to move, Space to drop, Escape to cancel.",
    );
  });
});
