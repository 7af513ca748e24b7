// The board answers only what the back-office shows: each column's first `cardsPerColumn` cards in board order
// (core's default when absent) and the count of all its cards; out-of-range limits are 400; a move may go before
// a card past the loaded part, and its answer carries the same number of cards a column.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BOARD_CARDS_PER_COLUMN, BOARD_MAX_CARDS_PER_COLUMN, DEFAULT_WORKFLOW_ID as workflowId } from "@ictm/core/domain";
import { contractFile, loadContract } from "@ictm/server/contract/load.ts";
import { columnIds, noBoard, startBoardServer, type BoardServer, type KanbanBoard } from "../support/board.ts";
import { boardOf, cardIn, versionOf } from "../support/board-calls.ts";

let on: BoardServer;
beforeAll(async () => {
  on = await startBoardServer();
}, 120_000);
afterAll(async () => on?.server.close());

const limited = (cardsPerColumn?: number) =>
  on.api("administrator").GET("/expat-permits/applications/workflows/{workflowId}/kanban-board", {
    params: { path: { workflowId }, query: cardsPerColumn === undefined ? {} : { cardsPerColumn } },
  });
const countOf = (board: KanbanBoard, step: string) => board.columns.find((column) => column.workflowStep.key === step)?.cardCount;

describe("cards per column", () => {
  it("answers each column's first cards in board order and counts them all", async () => {
    for (let i = 0; i < 4; i++) await cardIn(on, "evaluation");
    const whole = await boardOf(on, "administrator");
    const answer = await limited(2);
    const board = answer.data?.data ?? noBoard;
    expect(board.columns.map((column) => column.workflowStep.key)).toEqual(whole.columns.map((column) => column.workflowStep.key));
    for (const column of whole.columns) {
      const key = column.workflowStep.key;
      expect(countOf(board, key)).toBe(column.cards.length);
      expect(column.cardCount).toBe(column.cards.length);
      expect(columnIds(board, key)).toEqual(columnIds(whole, key).slice(0, 2));
    }
    expect(countOf(board, "evaluation")).toBeGreaterThanOrEqual(4);
  }, 60_000);

  it("carries core's default number when none is asked, and refuses a number out of range", async () => {
    const board = (await limited()).data?.data ?? noBoard;
    for (const column of board.columns) expect(column.cards.length).toBe(Math.min(column.cardCount, BOARD_CARDS_PER_COLUMN));
    for (const wrong of [0, BOARD_MAX_CARDS_PER_COLUMN + 1]) expect((await limited(wrong)).response.status).toBe(400);
  });

  it("moves a card before one past the loaded part, answering with the same number of cards a column", async () => {
    const [a, b, c] = [await cardIn(on, "screening"), await cardIn(on, "screening"), await cardIn(on, "screening")];
    const moved = await on.api("administrator").POST("/expat-permits/applications/{id}/workflows/steps/{stepKey}", {
      params: { path: { id: c, stepKey: "screening" }, header: { "If-Match": `"${await versionOf(on, c)}"` }, query: { sortBeforeItemId: b, cardsPerColumn: 1 } },
    });
    expect(moved.error).toBeUndefined();
    const answered = moved.data?.data ?? noBoard;
    for (const column of answered.columns) expect(column.cards.length).toBeLessThanOrEqual(1);
    expect(columnIds(await boardOf(on, "administrator"), "screening").slice(-3)).toEqual([a, c, b]);
  }, 60_000);
});

describe("the limit's numbers", () => {
  it("are core's, in both calls of the contract", async () => {
    const contract = await loadContract(contractFile("backoffice"));
    for (const operationId of ["getKanbanBoard", "moveBoardCard"]) {
      const operation = contract.operations.find((candidate) => candidate.operationId === operationId);
      const schema: unknown = Reflect.get(Reflect.get(operation?.schema.querystring ?? {}, "properties") ?? {}, "cardsPerColumn");
      expect(schema).toMatchObject({ minimum: 1, maximum: BOARD_MAX_CARDS_PER_COLUMN, default: BOARD_CARDS_PER_COLUMN });
    }
  });
});
