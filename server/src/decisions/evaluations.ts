// Staff's evaluations of an application: list them (anyone who may view its current step) and record or replace
// one's own evaluation of the current status step. Core's recordEvaluation decides (the kind `evaluate` in this
// step, the caller acting here, the current status step); the status must be one of the reference list's. The
// fact is appended at the stream's current version under its lock (an aside: it never makes an If-Match stale).
import { randomUUID } from "node:crypto";
import { DECISION_MESSAGES, hasStatusStep, recordEvaluation, type DecisionVerdict } from "@ictm/core/domain";
import type { Queryable } from "../db/connect.ts";
import { transact } from "../db/transact.ts";
import { staffActor } from "../events/vocabulary.ts";
import { notFound, validationFailed } from "../http/problem.ts";
import type { Services } from "../services.ts";
import type { StaffSession } from "../staff/store.ts";
import { accessTo, appendBoardVerdict, boardProblem, lockOnBoard } from "../board/access.ts";
import { evaluationStatuses } from "./chief-store.ts";
import { evaluationOf, foldFacts, presentEvaluations, timedFacts, type EvaluationView } from "./evaluation-present.ts";

export interface EvaluationValues {
  readonly evaluationStatusKey: string;
  readonly comment: string;
}

/** 400 (errors.evaluationStatusKey) unless the key is one of the evaluation statuses. */
export async function requireEvaluationStatus(db: Queryable, key: string): Promise<void> {
  const known = (await evaluationStatuses(db)).some((status) => status.key === key);
  if (!known) throw validationFailed({ evaluationStatusKey: [DECISION_MESSAGES.evaluationStatusUnknown] });
}

/** The evaluation a decision recorded (its id), from the verdict's facts. */
export function recordedEvaluationId(verdict: DecisionVerdict): string {
  const recorded = verdict.ok ? verdict.events.find((event) => event.type === "v1.EvaluationRecorded" || event.type === "v1.ChiefEvaluationRecorded") : undefined;
  if (recorded === undefined || !("evaluationId" in recorded.payload)) throw new Error("An evaluation's verdict records one");
  return recorded.payload.evaluationId;
}

export async function listEvaluations(services: Services, session: StaffSession, workflowId: string, applicationId: string): Promise<EvaluationView[]> {
  const facts = await timedFacts(services.orm, applicationId);
  const state = foldFacts(facts);
  const { workflow } = await accessTo(services.orm, session, state, workflowId);
  return presentEvaluations(services.orm, { state, workflow, facts, caller: staffActor(session.staff.id) });
}

/** Records (or replaces) the caller's evaluation of the application's current status step. */
export async function recordStaffEvaluation(services: Services, session: StaffSession, applicationId: string, statusStepId: string, values: EvaluationValues): Promise<EvaluationView> {
  return transact(services.orm, async (tx) => {
    const on = await lockOnBoard(tx, session, applicationId);
    const { state } = on.locked;
    // A status step of another application is not found under this one.
    if (!hasStatusStep(state.board, statusStepId)) throw notFound();
    const input = { statusStepId, evaluationId: randomUUID(), statusKey: values.evaluationStatusKey, comment: values.comment.trim() };
    const verdict = recordEvaluation(state, on.context, input);
    if (!verdict.ok) throw boardProblem(verdict.refusal);
    await requireEvaluationStatus(tx, input.statusKey);
    await appendBoardVerdict(tx, services, on, verdict);
    return evaluationOf(tx, applicationId, recordedEvaluationId(verdict), on.context.by);
  });
}
