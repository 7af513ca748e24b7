// The steps the board's commands share: what the stores know (the open board, the signed-in staff's roles, the
// application's version), folded from the kept events as the stores fold them, and the reads that refresh them.
// Not commands themselves: they append what they read and leave reporting to the command that runs them.
import { Effect } from "effect";
import { ApiClient, type CallOptions } from "../api/api-client.ts";
import type { ClientEvent } from "../events/client-event.ts";
import { EventLog } from "../events/event-log.ts";
import { initialStaffSessionState, staffSessionReducer } from "../staff/staff-session-store.ts";
import type { StaffRole } from "../staff/roles.ts";
import { boardApplicationReducer, initialBoardApplicationState } from "./board-application-store.ts";
import { boardAttachmentsReducer, initialBoardAttachmentsState } from "./board-attachments-store.ts";
import type { KanbanBoard } from "./board-records.ts";
import { cardOf } from "./board-moves.ts";
import { initialKanbanBoardState, kanbanBoardReducer } from "./kanban-board-store.ts";

export interface KnownBoard {
  /** The board of that workflow the stores hold, or null. */
  readonly board: KanbanBoard | null;
  /** The cards per column the board was loaded with (undefined = the server's default). */
  readonly cardsPerColumn: number | undefined;
  /** The signed-in staff's roles; null when the kept events do not say (the server decides alone then). */
  readonly roles: readonly StaffRole[] | null;
  /** The version of an application the stores last saw (the panel's copy, else its card). */
  versionOf(applicationId: string): number | undefined;
  /** The workflow of the open board, and the id of the panel's application when it has that status step. */
  readonly workflowId: string | null;
  openApplicationWith(statusStepId: string): string | undefined;
  /** The status step of an attachment the stores hold. */
  statusStepOfAttachment(attachmentId: string): string | undefined;
  /** Whether the panel shows that application. */
  isOpen(applicationId: string): boolean;
}

/** What the stores know, folded from the kept domain events with the stores' own reducers. */
export const knownBoard = (events: ReadonlyArray<ClientEvent>, workflowId: string | null): KnownBoard => {
  let board = initialKanbanBoardState;
  let panel = initialBoardApplicationState;
  let session = initialStaffSessionState;
  let attachments = initialBoardAttachmentsState;
  for (const event of events) {
    attachments = boardAttachmentsReducer(attachments, event);
    board = kanbanBoardReducer(board, event);
    panel = boardApplicationReducer(panel, event);
    session = staffSessionReducer(session, event);
  }
  const openBoard = workflowId === null || board.workflowId === workflowId ? board.board : null;
  return {
    board: openBoard,
    workflowId: board.workflowId,
    cardsPerColumn: board.cardsPerColumn,
    openApplicationWith: (statusStepId) =>
      panel.application?.statusSteps.some((step) => step.id === statusStepId) === true ? panel.application.applicationRecord.application.id : undefined,
    statusStepOfAttachment: (attachmentId) =>
      Object.values(attachments.byStatusStep).flat().find((attachment) => attachment.id === attachmentId)?.statusStepId,
    isOpen: (applicationId) => panel.application?.applicationRecord.application.id === applicationId,
    roles: session.status === "loggedIn" && session.staff !== null ? session.staff.roles : null,
    versionOf: (applicationId) => {
      const open = panel.application?.applicationRecord.application;
      if (open?.id === applicationId) return open.version;
      return board.board === null ? undefined : cardOf(board.board, applicationId)?.card.applicationRecord.application.version;
    },
  };
};

/** The stores' knowledge now. */
export const knownNow = (workflowId: string | null) => EventLog.use((log) => Effect.succeed(knownBoard(log.snapshot(), workflowId)));

/** After a move of the panel's application: its step, permission and history changed; read it again, quietly. */
export const refreshIfOpen = (workflowId: string, applicationId: string) =>
  Effect.gen(function* () {
    const known = yield* knownNow(workflowId);
    if (!known.isOpen(applicationId)) return;
    yield* readBoardApplication(workflowId, applicationId, { silent: true }).pipe(Effect.ignore);
  });

/** Reads the board with `cardsPerColumn` cards a column (the server's default when absent); appends `v1.KanbanBoardLoaded`. */
export const readBoard = Effect.fnUntraced(function* (workflowId: string, options?: CallOptions, cardsPerColumn?: number) {
  const api = yield* ApiClient;
  const log = yield* EventLog;
  const body = yield* api.backoffice(
    (client) => client.GET("/expat-permits/applications/workflows/{workflowId}/kanban-board", {
        params: { path: { workflowId }, query: cardsPerColumn === undefined ? {} : { cardsPerColumn } },
      }),
    options,
  );
  yield* log.append({ type: "v1.KanbanBoardLoaded", payload: { workflowId, board: body.data, ...(cardsPerColumn === undefined ? {} : { cardsPerColumn }) } });
  return body.data;
});

/** Reads one application as the panel shows it and appends `v1.BoardApplicationLoaded`. */
export const readBoardApplication = Effect.fnUntraced(function* (workflowId: string, id: string, options?: CallOptions) {
  const api = yield* ApiClient;
  const log = yield* EventLog;
  const body = yield* api.backoffice(
    (client) =>
      client.GET("/expat-permits/applications/workflows/{workflowId}/kanban-board/applications/{id}", { params: { path: { workflowId, id } } }),
    options,
  );
  yield* log.append({ type: "v1.BoardApplicationLoaded", payload: { application: body.data } });
  return body.data;
});
