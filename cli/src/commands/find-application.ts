// An application named on the command line by its id or its reference (`LPA-2026-0007`): an id is taken as it is
// (the server says when there is none); a reference is looked for on the default board, then in the approved and
// the archived listings (a search by the reference, then an exact match). Reads through core's queries only.
import { Effect } from "effect";
import {
  BOARD_MAX_CARDS_PER_COLUMN,
  DEFAULT_WORKFLOW_ID,
  MESSAGES,
  loadApprovedApplications,
  loadArchivedApplications,
  loadKanbanBoard,
  type KanbanBoard,
  type ListingKind,
} from "@ictm/core";
import { refuse } from "../output.ts";
import type { Session } from "./shared.ts";

const ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const isApplicationId = (name: string): boolean => ID.test(name.trim());

export interface FoundApplication {
  readonly id: string;
  /** Where it was found: on the board, in a listing, or not looked for (an id as given). */
  readonly where: "board" | ListingKind | "id";
  readonly workflowId: string;
}

const LOADS = { approved: loadApprovedApplications, archived: loadArchivedApplications } as const;

/** The listed application with this reference in `kind` (a search by it, then an exact match), or undefined. */
export const listedOf = (session: Session, kind: ListingKind, reference: string) =>
  session.run(LOADS[kind]({ searchTerms: reference, pageSize: 100 })).pipe(
    Effect.map((page) => page.items.find((item) => item.reference.toUpperCase() === reference.toUpperCase())),
  );

const cardIdOf = (board: KanbanBoard, reference: string): string | undefined =>
  board.columns
    .flatMap((column) => column.cards)
    .find((card) => card.applicationRecord.application.reference.toUpperCase() === reference.toUpperCase())?.applicationRecord.application.id;

/** The application an id or reference names; "not found" (exit code 1) when a reference names none. */
export const findApplication = (session: Session, name: string) =>
  Effect.gen(function* () {
    const given = name.trim();
    if (isApplicationId(given)) return { id: given.toLowerCase(), where: "id", workflowId: DEFAULT_WORKFLOW_ID } satisfies FoundApplication;
    const board = yield* session.run(loadKanbanBoard(DEFAULT_WORKFLOW_ID, { cardsPerColumn: BOARD_MAX_CARDS_PER_COLUMN }));
    const onBoard = cardIdOf(board, given);
    if (onBoard !== undefined) return { id: onBoard, where: "board", workflowId: DEFAULT_WORKFLOW_ID } satisfies FoundApplication;
    for (const kind of ["approved", "archived"] as const) {
      const listed = yield* listedOf(session, kind, given);
      if (listed !== undefined) return { id: listed.id, where: kind, workflowId: listed.workflowId } satisfies FoundApplication;
    }
    return yield* refuse(session, { _tag: "NotFound", message: MESSAGES.notFound });
  });
