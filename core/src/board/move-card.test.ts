// moveCard through a real core and a scripted server: the move shows at once and settles with the server's board;
// a move core's rule refuses makes no call and says why; a 403 puts the card back; a 409 reloads the board.
import { describe, expect, it } from "vitest";
import { MESSAGES } from "../errors/catalogue.ts";
import { restoreStaffSession } from "../staff/restore-staff-session.ts";
import type { StaffRole } from "../staff/roles.ts";
import { boardOf, idsOf, uuidOf } from "../test-support/board-fixtures.ts";
import { aStaff } from "../test-support/fixtures.ts";
import { makeTestCore, pathOf, problemOf } from "../test-support/test-core.ts";
import type { ScriptedExchange } from "../test-support/scripted-fetch.ts";
import { loadKanbanBoard } from "./load-kanban-board.ts";
import { moveCard } from "./move-card.ts";
import { DEFAULT_WORKFLOW_ID as workflowId } from "./work-permit-steps.ts";

const [a, b, c] = [uuidOf(1), uuidOf(2), uuidOf(3)];
const boardPath = `/expat-permits/applications/workflows/${workflowId}/kanban-board`;
const movePath = (id: string, step: string) => `/expat-permits/applications/${id}/workflows/steps/${step}`;
const board = boardOf(["officer"], { submitted: [a], screening: [b, c] });

/** A core with a signed-in staff member of `roles`, the board loaded, and `script` for what follows. */
const boardCore = async (roles: StaffRole[], script: ReadonlyArray<ScriptedExchange>) => {
  const test = makeTestCore({
    staff: { token: "staff-tok", staff: { ...aStaff, roles } },
    script: [{ method: "GET", path: boardPath, status: 200, body: { data: boardOf(roles, { submitted: [a], screening: [b, c] }) } }, ...script],
  });
  await test.core.run(restoreStaffSession());
  await test.core.run(loadKanbanBoard(workflowId));
  return test;
};
const toastsOf = (test: ReturnType<typeof makeTestCore>) => test.core.stores.toasts.value.map(({ tone, message }) => [tone, message]);
const moveTypes = (test: ReturnType<typeof makeTestCore>) => test.types().filter((type) => type.startsWith("v1.BoardCardMove"));

describe("moveCard", () => {
  it("moves at once, sends the card's version and the card to go before, and settles with the server's board", async () => {
    const answered = boardOf(["officer"], { screening: [b, a, c] });
    const test = await boardCore(["officer"], [{ method: "POST", path: movePath(a, "screening"), status: 200, body: { data: answered } }]);
    const seen: string[][][] = [];
    const unsubscribe = test.core.stores.kanbanBoard.subscribe((state) => {
      if (state.board !== null) seen.push(idsOf(state.board));
    });
    const result = await test.core.run(moveCard({ workflowId, applicationId: a, toStep: "screening", beforeId: c }));
    unsubscribe();

    expect(result).toEqual({ ok: true, value: answered });
    const request = test.http.requests[1];
    expect([request?.method, pathOf(request?.url ?? "http://x/"), new URL(request?.url ?? "http://x/").search]).toEqual([
      "POST", `/backoffice/api/v1${movePath(a, "screening")}`, `?sortBeforeItemId=${c}`,
    ]);
    expect(request?.headers["if-match"]).toBe('"3"');
    expect(request?.headers["authorization"]).toBe("Bearer staff-tok");
    // The optimistic board came between the loaded one and the server's.
    expect(seen.map((columns) => columns.slice(0, 2))).toContainEqual([[], [b, a, c]]);
    expect(test.core.stores.kanbanBoard.value).toMatchObject({ board: answered, pending: [] });
    expect(moveTypes(test)).toEqual(["v1.BoardCardMoveStarted", "v1.BoardCardMoveSettled"]);
  });

  it("a board loaded with more cards a column asks for as many with its moves", async () => {
    const test = makeTestCore({
      staff: { token: "staff-tok", staff: { ...aStaff, roles: ["officer"] } },
      script: [
        { method: "GET", path: boardPath, status: 200, body: { data: board } },
        { method: "POST", path: movePath(a, "screening"), status: 200, body: { data: board } },
      ],
    });
    await test.core.run(restoreStaffSession());
    await test.core.run(loadKanbanBoard(workflowId, { cardsPerColumn: 240 }));
    await test.core.run(moveCard({ workflowId, applicationId: a, toStep: "screening", beforeId: null }));
    const [load, move] = test.http.requests.map((request) => new URL(request.url).search);
    expect([load, move]).toEqual(["?cardsPerColumn=240", "?cardsPerColumn=240"]);
    expect(test.core.stores.kanbanBoard.value.cardsPerColumn).toBe(240);
  });

  it("a move core's rule refuses says so, makes no call and leaves the board as it was", async () => {
    const test = await boardCore(["evaluator"], []);
    const before = test.core.stores.kanbanBoard.value;
    const result = await test.core.run(moveCard({ workflowId, applicationId: b, toStep: "evaluation", beforeId: null }));

    expect(result.ok ? null : result.error).toMatchObject({ _tag: "CardMoveRefused", message: "You are not allowed to move this application." });
    expect(test.http.requests).toHaveLength(1);
    expect(toastsOf(test)).toEqual([["danger", "You are not allowed to move this application."]]);
    expect(test.core.stores.kanbanBoard.value).toBe(before);
    expect(moveTypes(test)).toEqual([]);
  });

  it("a move the server refuses (403) puts the card back exactly where it was, in the server's words", async () => {
    const test = await boardCore(["officer"], [
      { method: "POST", path: movePath(a, "screening"), status: 403, body: problemOf("move-not-allowed", MESSAGES.cardMoveRefused) },
    ]);
    const before = test.core.stores.kanbanBoard.value;
    const result = await test.core.run(moveCard({ workflowId, applicationId: a, toStep: "screening", beforeId: null }));

    expect(result.ok ? null : result.error).toMatchObject({ _tag: "CardMoveRefused" });
    expect(test.core.stores.kanbanBoard.value).toEqual(before);
    expect(moveTypes(test)).toEqual(["v1.BoardCardMoveStarted", "v1.BoardCardMoveRolledBack"]);
    expect(toastsOf(test)).toEqual([["danger", "You are not allowed to move this application."]]);
  });

  it("a card someone else moved first (409) is put back, the board is read again, and the person is told", async () => {
    const fresh = boardOf(["officer"], { submitted: [], screening: [a, b, c] });
    const test = await boardCore(["officer"], [
      { method: "POST", path: movePath(a, "screening"), status: 409, body: problemOf("stale-version", MESSAGES.staleVersion) },
      { method: "GET", path: boardPath, status: 200, body: { data: fresh } },
    ]);
    const result = await test.core.run(moveCard({ workflowId, applicationId: a, toStep: "screening", beforeId: null }));

    expect(result.ok ? null : result.error).toMatchObject({ _tag: "StaleVersion" });
    expect(test.core.stores.kanbanBoard.value).toMatchObject({ status: "loaded", board: fresh, pending: [] });
    expect(moveTypes(test)).toEqual(["v1.BoardCardMoveStarted", "v1.BoardCardMoveRolledBack"]);
    expect(toastsOf(test)).toEqual([["danger", MESSAGES.staleVersion]]);
  });

  it("without a board in the stores it reads the board first; a drop where the card was makes no move", async () => {
    const test = makeTestCore({
      staff: { token: "staff-tok", staff: aStaff },
      script: [{ method: "GET", path: boardPath, status: 200, body: { data: board } }],
    });
    await test.core.run(restoreStaffSession());
    const result = await test.core.run(moveCard({ workflowId, applicationId: b, toStep: "screening", beforeId: c }));
    expect(result).toEqual({ ok: true, value: board });
    expect(test.http.requests.map((request) => request.method)).toEqual(["GET"]);
    expect(moveTypes(test)).toEqual([]);
  });

  it("a malformed id or step is not found, without a call", async () => {
    const test = makeTestCore();
    const result = await test.core.run(moveCard({ workflowId, applicationId: "../x", toStep: "screening", beforeId: null }));
    expect(result.ok ? null : result.error).toMatchObject({ _tag: "ValidationFailed", message: "Sorry, this record could not be found." });
    const step = await test.core.run(moveCard({ workflowId, applicationId: a, toStep: "Screening/..", beforeId: null }));
    expect(step.ok).toBe(false);
    expect(test.http.requests).toEqual([]);
  });
});
