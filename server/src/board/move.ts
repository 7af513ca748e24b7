// Moves an application's card: to the same step (reorder), the next or an earlier one, before another card of
// the target column or last. Core's move rule decides (403 `move-not-allowed` otherwise); the card's version must
// be the one the mover saw (If-Match: 428 without, 409 when someone moved or changed it since). The new sort key
// is worked out from the target column as the projection holds it, under the application's lock.
import { randomUUID } from "node:crypto";
import { MESSAGES, moveCard, sortKeyBefore } from "@ictm/core/domain";
import type { FastifyRequest } from "fastify";
import { transact } from "../db/transact.ts";
import { expectedPermitVersion } from "../permits/aggregate.ts";
import { notFound, validationFailed } from "../http/problem.ts";
import type { Services } from "../services.ts";
import type { StaffSession } from "../staff/store.ts";
import { appendBoardVerdict, boardProblem, lockOnBoard } from "./access.ts";
import { columnKeys } from "./store.ts";

export interface MoveRequest {
  readonly applicationId: string;
  readonly to: string;
  /** The card to go before; null (or absent, or empty) = last. */
  readonly before: string | null;
}

/** Moves the card and answers the workflow it is on (the caller answers that board). */
export async function moveBoardCard(services: Services, session: StaffSession, move: MoveRequest, request: FastifyRequest): Promise<string> {
  return transact(services.orm, async (tx) => {
    const on = await lockOnBoard(tx, session, move.applicationId);
    const card = on.locked.state.board.card;
    if (card === null) throw notFound();
    if (!on.workflow.steps.some((step) => step.key === move.to)) throw notFound();
    const expected = expectedPermitVersion(request, on.locked);
    const newStatusStepId = randomUUID();
    // Refused first: a move the caller may not make is refused whatever card it names.
    const allowed = moveCard(on.locked.state, on.context, { to: move.to, before: move.before, sortKey: "", newStatusStepId });
    if (!allowed.ok) throw boardProblem(allowed.refusal);
    const column = (await columnKeys(tx, card.workflowId, move.to)).filter((other) => other.id !== move.applicationId);
    const sortKey = sortKeyBefore(column, move.before);
    if (sortKey === undefined) throw validationFailed({ sortBeforeItemId: [MESSAGES.sortBeforeNotInColumn] });
    await appendBoardVerdict(tx, services, on, moveCard(on.locked.state, on.context, { ...move, sortKey, newStatusStepId }), expected);
    return card.workflowId;
  });
}
