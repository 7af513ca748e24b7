// The board's stores as pure folds: an optimistic move rolled back leaves the store exactly as before; replaying the
// log (with or without compaction) gives the live stores; the panel's stores follow their events; every board event
// survives `--events`; a staff sign-out clears them all.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { NewStoreEvent } from "../events/client-event.ts";
import { decodeEventLine, encodeEventLine } from "../events/event-lines.ts";
import { arbitraryBoard, arbitraryStepKey, boardOf, idsOf, uuidOf } from "../test-support/board-fixtures.ts";
import { createStores, foldEvents, makeStoreLog } from "../test-support/event-log.ts";
import { fcParameters } from "../test-support/fast-check.ts";
import { PERMIT_EVENT_TYPES } from "../permits/events.ts";
import { placeCard } from "./board-moves.ts";
import { boardClientEvents } from "./client-events.ts";
import { BOARD_EVENT_TYPES } from "./events.ts";
import { DEFAULT_WORKFLOW_ID as workflowId } from "./work-permit-steps.ts";

const at = (i: number) => new Date(Date.UTC(2026, 10, 23, 19, 0, i)).toISOString();
const ids = Array.from({ length: 12 }, (_, i) => uuidOf(i + 1));

/** A board loaded, then moves started, settled (with a board the server might answer) and rolled back, in any order. */
const arbitraryStory = arbitraryBoard().chain(({ board }) =>
  fc
    .array(
      fc.oneof(
        fc.record({ kind: fc.constant("start" as const), id: fc.constantFrom(...ids), toStep: arbitraryStepKey, before: fc.option(fc.constantFrom(...ids), { nil: null }) }),
        fc.record({ kind: fc.constant("settle" as const), id: fc.constantFrom(...ids), toStep: arbitraryStepKey }),
        fc.record({ kind: fc.constant("rollback" as const), id: fc.constantFrom(...ids) }),
        fc.constant({ kind: "reload" as const }),
      ),
      { maxLength: 25 },
    )
    .map((steps) => {
      const events: NewStoreEvent[] = [{ type: "v1.KanbanBoardLoaded", payload: { workflowId, board } }];
      for (const step of steps) {
        if (step.kind === "start") events.push({ type: "v1.BoardCardMoveStarted", payload: { workflowId, applicationId: step.id, toStep: step.toStep, beforeId: step.before } });
        if (step.kind === "settle") {
          const answered = placeCard(board, step.id, step.toStep, null) ?? board;
          events.push({ type: "v1.BoardCardMoveSettled", payload: { workflowId, applicationId: step.id, board: answered } });
        }
        if (step.kind === "rollback") events.push({ type: "v1.BoardCardMoveRolledBack", payload: { workflowId, applicationId: step.id } });
        if (step.kind === "reload") events.push({ type: "v1.KanbanBoardLoaded", payload: { workflowId, board } });
      }
      return events;
    }),
);

describe("the board's client events", () => {
  it("never reuse the name of a fact on the server's streams", () => {
    const facts = new Set<string>([...PERMIT_EVENT_TYPES, ...BOARD_EVENT_TYPES]);
    expect(boardClientEvents.map((event) => event.type).filter((type) => facts.has(type))).toEqual([]);
  });
});

describe("the kanban board store", () => {
  it("an optimistic move rolled back leaves the store exactly as it was before the move", () => {
    fc.assert(
      fc.property(arbitraryBoard(), fc.constantFrom(...ids), arbitraryStepKey, fc.option(fc.constantFrom(...ids), { nil: null }), ({ board }, id, toStep, beforeId) => {
        const before = foldEvents(makeLog([{ type: "v1.KanbanBoardLoaded", payload: { workflowId, board } }]).tail()).kanbanBoard;
        const after = foldEvents(
          makeLog([
            { type: "v1.KanbanBoardLoaded", payload: { workflowId, board } },
            { type: "v1.BoardCardMoveStarted", payload: { workflowId, applicationId: id, toStep, beforeId } },
            { type: "v1.BoardCardMoveRolledBack", payload: { workflowId, applicationId: id } },
          ]).tail(),
        ).kanbanBoard;
        expect(after).toEqual(before);
      }),
      fcParameters({ numRuns: 200 }),
    );
  });

  it("folding moves replays to the same board: the live store equals a replay of its log, compacted or not", () => {
    fc.assert(
      fc.property(arbitraryStory, fc.integer({ min: 2, max: 12 }), (events, limit) => {
        const log = makeStoreLog(limit);
        const live = createStores(log.replay$);
        events.forEach((event, i) => log.append(event, at(i)));
        const replayed = createStores(log.replay$);
        expect(replayed.signals.kanbanBoard.value).toEqual(live.signals.kanbanBoard.value);
        const whole = makeLog(events);
        expect(foldEvents(whole.tail()).kanbanBoard).toEqual(live.signals.kanbanBoard.value);
      }),
      fcParameters({ numRuns: 150 }),
    );
  });

  it("shows a move at once, keeps it pending, and takes the server's board when it settles", () => {
    const board = boardOf(["officer"], { submitted: [ids[0] ?? ""], screening: [ids[1] ?? ""] });
    const [first, second] = [ids[0] ?? "", ids[1] ?? ""];
    const started = fold([
      { type: "v1.KanbanBoardLoaded", payload: { workflowId, board } },
      { type: "v1.BoardCardMoveStarted", payload: { workflowId, applicationId: first, toStep: "screening", beforeId: second } },
    ]).kanbanBoard;
    expect(started.board === null ? [] : idsOf(started.board).slice(0, 2)).toEqual([[], [first, second]]);
    expect(started.pending.map((move) => move.applicationId)).toEqual([first]);
    const server = boardOf(["officer"], { screening: [second, first] });
    const settled = fold([
      { type: "v1.KanbanBoardLoaded", payload: { workflowId, board } },
      { type: "v1.BoardCardMoveStarted", payload: { workflowId, applicationId: first, toStep: "screening", beforeId: second } },
      { type: "v1.BoardCardMoveSettled", payload: { workflowId, applicationId: first, board: server } },
    ]).kanbanBoard;
    expect(settled).toEqual({ status: "loaded", workflowId, board: server, pending: [] });
  });

  it("print and read back every board event as an `--events` line; a staff sign-out clears the board", () => {
    const board = boardOf(["officer"], { screening: [ids[0] ?? ""] });
    const events = makeLog([
      { type: "v1.KanbanBoardLoaded", payload: { workflowId, board } },
      { type: "v1.BoardCardMoveStarted", payload: { workflowId, applicationId: ids[0] ?? "", toStep: "submitted", beforeId: null } },
      { type: "v1.BoardCardMoveRolledBack", payload: { workflowId, applicationId: ids[0] ?? "" } },
    ]).tail();
    for (const event of events) expect(decodeEventLine(encodeEventLine(event)).event).toEqual(event);
    const cleared = foldEvents(makeLog([...events, { type: "v1.StaffSignedOut", payload: {} }]).tail());
    expect(cleared.kanbanBoard).toEqual({ status: "idle", workflowId: null, board: null, pending: [] });
  });
});

const makeLog = (events: ReadonlyArray<NewStoreEvent>) => {
  const log = makeStoreLog();
  events.forEach((event, i) => log.append(event, at(i)));
  return log;
};
const fold = (events: ReadonlyArray<NewStoreEvent>) => foldEvents(makeLog(events).tail());
