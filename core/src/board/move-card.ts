// moveCard: a staff member moves an application's card to a step (or within its column), before another card or
// last: the drop of a drag and the keyboard's "Move to step..." run this same command. Core's move rule is checked
// first with the signed-in staff's roles (refused: CardMoveRefused, no call, nothing shown); then the card moves
// at once (`v1.BoardCardMoveStarted`), the server is asked at the card's version, and the move settles with the
// server's board or is rolled back exactly. A 409 (someone moved or changed it first) reloads the board and says so.
import { Effect, Schema } from "effect";
import { ApiClient } from "../api/api-client.ts";
import { CardMoveRefused, NotFound, type CoreError } from "../errors/errors.ts";
import { EventLog } from "../events/event-log.ts";
import { ifMatch } from "../permits/permit-calls.ts";
import { RecordKey } from "../program/record-key.ts";
import { decodeInput, reportFailure } from "../program/report-failure.ts";
import { knownNow, readBoard, refreshIfOpen } from "./board-calls.ts";
import { StepKey } from "./board-inputs.ts";
import { cardOf, isSamePlace, mayMoveOnBoard, placeCard } from "./board-moves.ts";

export const MoveCardInput = Schema.Struct({
  workflowId: RecordKey,
  applicationId: RecordKey,
  /** The target step's key (`screening`, ...): the card's own step to reorder it. */
  toStep: StepKey,
  /** The card to go before in the target column; null puts it last. */
  beforeId: Schema.NullOr(RecordKey),
});
export type MoveCardInput = typeof MoveCardInput.Type;

const decode = decodeInput(MoveCardInput);

export const moveCard = Effect.fn("commands.moveCard")(function* (input: MoveCardInput) {
  const { workflowId, applicationId, toStep, beforeId } = yield* decode(input);
  const log = yield* EventLog;
  const known = yield* knownNow(workflowId);
  // A board the stores do not hold, or one the card is not on (yet), is read first.
  const held = known.board;
  const board = held !== null && cardOf(held, applicationId) !== undefined ? held : yield* readBoard(workflowId, undefined, known.cardsPerColumn);
  const found = cardOf(board, applicationId);
  if (found === undefined) return yield* new NotFound({});
  if (known.roles !== null && !mayMoveOnBoard({ board, roles: known.roles, applicationId, toStep })) {
    return yield* new CardMoveRefused({});
  }
  const placed = placeCard(board, applicationId, toStep, beforeId);
  // A target column the caller cannot see is a move they may not make; a `beforeId` not in it is no card of theirs.
  if (placed === undefined) return yield* board.columns.some((column) => column.workflowStep.key === toStep) ? new NotFound({}) : new CardMoveRefused({});
  if (isSamePlace(board, placed)) return board;

  const api = yield* ApiClient;
  const move = { workflowId, applicationId };
  yield* log.append({ type: "v1.BoardCardMoveStarted", payload: { ...move, toStep, beforeId } });
  const answer = yield* api
    .backoffice((client) =>
      client.POST("/expat-permits/applications/{id}/workflows/steps/{stepKey}", {
        params: {
          path: { id: applicationId, stepKey: toStep },
          query: { ...(beforeId === null ? {} : { sortBeforeItemId: beforeId }), ...(known.cardsPerColumn === undefined ? {} : { cardsPerColumn: known.cardsPerColumn }) },
          header: ifMatch(found.card.applicationRecord.application.version),
        },
      }),
    )
    .pipe(
      // Any failure (a refusal, a lost connection, an interruption) puts the card back where it was.
      Effect.onError(() => log.append({ type: "v1.BoardCardMoveRolledBack", payload: move })),
      Effect.tapError((error: CoreError) => (error._tag === "StaleVersion" ? readBoard(workflowId, { silent: true }, known.cardsPerColumn).pipe(Effect.ignore) : Effect.void)),
    );
  yield* log.append({ type: "v1.BoardCardMoveSettled", payload: { ...move, board: answer.data } });
  yield* refreshIfOpen(workflowId, applicationId);
  return answer.data;
}, reportFailure("commands.moveCard"));
