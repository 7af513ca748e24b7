// Moves on the client's board: the rule read from the board's own columns agrees with the server's rule on the
// whole workflow, and where a move puts a card at once is where the server's sort keys put it.
import fc from "fast-check";
import { produce } from "immer";
import { describe, expect, it } from "vitest";
import { arbitraryBoard, arbitraryStepKey, boardOf, idsOf, uuidOf } from "../test-support/board-fixtures.ts";
import { fcParameters } from "../test-support/fast-check.ts";
import { mayMoveCard } from "./board-rules.ts";
import { cardOf, isSamePlace, mayMoveOnBoard, moveTargetsOfBoard, placeCard } from "./board-moves.ts";
import type { KanbanBoard } from "./board-records.ts";
import { compareSortKeys, sortKeyAtEnd, sortKeyBefore, type Ordered } from "./sort-key.ts";
import { WORK_PERMIT_STEPS } from "./work-permit-steps.ts";

/** A board, one of its cards, a target step and a card of that column to go before (or last). */
const arbitraryMove = arbitraryBoard().chain(({ roles, board }) => {
  const ids = idsOf(board).flat();
  return fc.record({
    roles: fc.constant(roles),
    board: fc.constant(board),
    applicationId: ids.length === 0 ? fc.constant(uuidOf(99)) : fc.constantFrom(...ids),
    toStep: arbitraryStepKey,
    beforePick: fc.option(fc.nat(), { nil: null }),
  });
});

const beforeIdOf = (board: KanbanBoard, toStep: string, pick: number | null): string | null => {
  const ids = board.columns.find((column) => column.workflowStep.key === toStep)?.cards.map((card) => card.applicationRecord.application.id) ?? [];
  return pick === null || ids.length === 0 ? null : (ids[pick % ids.length] ?? null);
};

/** The server's way: every column keyed in order, the moved card keyed before `beforeId`, columns sorted by key. */
const serverPlacement = (board: KanbanBoard, applicationId: string, toStep: string, beforeId: string | null): string[][] => {
  const columns = board.columns.map((column) => {
    const keyed: Ordered[] = [];
    for (const card of column.cards) keyed.push({ id: card.applicationRecord.application.id, sortKey: sortKeyAtEnd(keyed) });
    return { key: column.workflowStep.key, cards: keyed };
  });
  const without = columns.map((column) => ({ ...column, cards: column.cards.filter((card) => card.id !== applicationId) }));
  return without.map((column) => {
    if (column.key !== toStep) return column.cards.map((card) => card.id);
    const sortKey = sortKeyBefore(column.cards, beforeId) ?? "";
    return [...column.cards, { id: applicationId, sortKey }].sort(compareSortKeys).map((card) => card.id);
  });
};

describe("moves on the client's board", () => {
  it("the rule read from the board's columns agrees with core's rule on the whole workflow (the server's)", () => {
    fc.assert(
      fc.property(arbitraryMove, ({ roles, board, applicationId, toStep }) => {
        fc.pre(cardOf(board, applicationId) !== undefined);
        // Every card of the board, for the menu's targets: worked out for the whole board at once, case by case.
        const targets = moveTargetsOfBoard({ board, roles });
        for (const column of board.columns) {
          for (const { applicationRecord: { application } } of column.cards) {
            const from = column.workflowStep.key;
            const finalApprovalGiven = application.finalApprovalDateTime !== null;
            const server = mayMoveCard({ roles, steps: WORK_PERMIT_STEPS, from, to: toStep, editControlWithApplicant: application.hasUserGivenEditControl, finalApprovalGiven });
            if (application.id === applicationId) expect(mayMoveOnBoard({ board, roles, applicationId, toStep })).toBe(server);
            expect([application.id, targets.get(application.id)?.includes(toStep)]).toEqual([application.id, server && toStep !== from]);
          }
        }
      }),
      fcParameters({ numRuns: 300 }),
    );
  });

  it("a move shown at once puts the card where the server's sort keys put it, and nothing else moves", () => {
    fc.assert(
      fc.property(arbitraryMove, ({ board, applicationId, toStep, beforePick }) => {
        fc.pre(cardOf(board, applicationId) !== undefined && board.columns.some((column) => column.workflowStep.key === toStep));
        const beforeId = beforeIdOf(board, toStep, beforePick);
        // Before itself means "where it is": moveCard makes no call for it (see the next test).
        fc.pre(beforeId !== applicationId);
        const placed = placeCard(board, applicationId, toStep, beforeId);
        expect(placed).toBeDefined();
        if (placed === undefined) return;
        expect(idsOf(placed)).toEqual(serverPlacement(board, applicationId, toStep, beforeId));
        expect(cardOf(placed, applicationId)?.card.statusStep.workflowStepKey).toBe(toStep);
      }),
      fcParameters({ numRuns: 300 }),
    );
  });

  it("dropping a card before itself or before the card after it leaves the board as it is", () => {
    const [a, b, c] = [uuidOf(1), uuidOf(2), uuidOf(3)];
    const board = boardOf(["officer"], { screening: [a, b, c] });
    for (const before of [b, c]) {
      const placed = placeCard(board, b, "screening", before);
      expect(placed !== undefined && isSamePlace(board, placed)).toBe(true);
    }
    const moved = placeCard(board, c, "screening", a);
    expect(moved === undefined ? [] : idsOf(moved)).toEqual([[], [c, a, b], [], [], [], [], []]);
  });

  it("a card, a column or a card to go before that is not on the board places nothing", () => {
    const board = boardOf(["evaluator"], { screening: [uuidOf(1)], evaluation: [uuidOf(2)] });
    expect(placeCard(board, uuidOf(9), "screening", null)).toBeUndefined();
    expect(placeCard(board, uuidOf(1), "submitted", null)).toBeUndefined();
    expect(placeCard(board, uuidOf(1), "evaluation", uuidOf(9))).toBeUndefined();
    expect(placeCard(board, uuidOf(1), "evaluation", uuidOf(1))).toBeUndefined();
  });

  it("in a partly loaded column, a card put last goes past the loaded cards and the counts follow it", () => {
    const [a, b, c] = [uuidOf(1), uuidOf(2), uuidOf(3)];
    // Screening holds 5 cards, 2 of them loaded; evaluation is fully loaded.
    const board = produce(boardOf(["administrator"], { screening: [a, b], evaluation: [c] }), (draft) => {
      const screening = draft.columns.find((column) => column.workflowStep.key === "screening");
      if (screening !== undefined) screening.cardCount = 5;
    });
    const counts = (shown: KanbanBoard | undefined) => shown?.columns.map((column) => column.cardCount);
    const last = placeCard(board, c, "screening", null);
    expect(last === undefined ? [] : idsOf(last)).toEqual([[], [a, b], [], [], [], [], []]);
    expect(counts(last)).toEqual([0, 6, 0, 0, 0, 0, 0]);
    const before = placeCard(board, c, "screening", b);
    expect(before === undefined ? [] : idsOf(before)).toEqual([[], [a, c, b], [], [], [], [], []]);
    // Within the column: last of the whole column leaves the loaded part; before itself stays.
    const reordered = placeCard(board, a, "screening", null);
    expect(reordered === undefined ? [] : idsOf(reordered)).toEqual([[], [b], [c], [], [], [], []]);
    expect(counts(reordered)).toEqual(counts(board));
    expect(placeCard(board, b, "screening", b)).toBe(board);
    // A fully loaded column takes a card put last at its end.
    const back = placeCard(board, a, "evaluation", null);
    expect(back === undefined ? [] : idsOf(back)).toEqual([[], [b], [c, a], [], [], [], []]);
  });
});
