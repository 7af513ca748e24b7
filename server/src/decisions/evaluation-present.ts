// Evaluations as the panel lists them: the live ones from the folded stream (core's decision state), each with
// when it was first recorded (`at`) and last replaced (`editedAt`), read from its facts' times; the evaluator's
// name, the status's name and the step it evaluates. In step order, then oldest first. Queries only.
import { decodePermitEvent, foldPermit, permitStream, type PermitEvent, type PermitState } from "@ictm/core/domain";
import type { components } from "@ictm/openapi/backoffice.ts";
import type { Queryable } from "../db/connect.ts";
import { readStream } from "../events/store.ts";
import { notFound } from "../http/problem.ts";
import { stepsOfStatusSteps } from "../board/access.ts";
import { staffNames } from "../board/discussion-store.ts";
import { presentActor } from "../board/present.ts";
import { findWorkflow, type WorkflowWithSteps } from "../board/store.ts";
import { evaluationStatuses } from "./chief-store.ts";

export type EvaluationView = components["schemas"]["Evaluation"];

export interface TimedFact {
  readonly event: PermitEvent;
  readonly at: Date;
}

/** The application's facts, decoded, with when each happened. */
export async function timedFacts(db: Queryable, applicationId: string): Promise<TimedFact[]> {
  return (await readStream(db, permitStream(applicationId))).flatMap((stored) => {
    const event = decodePermitEvent(stored);
    return event === undefined ? [] : [{ event, at: stored.occurredAt }];
  });
}

export const foldFacts = (facts: readonly TimedFact[]): PermitState => foldPermit(facts.map((fact) => fact.event));

interface EvaluationTime {
  readonly at: Date;
  readonly editedAt: Date | null;
  /** The place of its first fact in the stream: the order of evaluations made at the same instant. */
  readonly place: number;
}

/** When each evaluation was first recorded and, if it was replaced since, when last. */
function evaluationTimes(facts: readonly TimedFact[]): Map<string, EvaluationTime> {
  const times = new Map<string, EvaluationTime>();
  facts.forEach(({ event, at }, place) => {
    if (event.type !== "v1.EvaluationRecorded" && event.type !== "v1.ChiefEvaluationRecorded") return;
    const earlier = times.get(event.payload.evaluationId);
    times.set(event.payload.evaluationId, earlier === undefined ? { at, editedAt: null, place } : { ...earlier, editedAt: at });
  });
  return times;
}

/**
 * The application's live evaluations. `caller` (`staff:<id>`, null for a chief evaluator's token) marks the ones
 * that are the caller's own staff evaluations (`isMine`: recording again replaces them).
 */
export async function presentEvaluations(db: Queryable, input: { state: PermitState; workflow: WorkflowWithSteps; facts: readonly TimedFact[]; caller: string | null }): Promise<EvaluationView[]> {
  const { state, workflow, facts, caller } = input;
  if (state.status === "none") return [];
  const evaluations = Object.entries(state.decisions.evaluations);
  const names = await staffNames(db, evaluations.map(([, evaluation]) => evaluation.by));
  const statuses = new Map((await evaluationStatuses(db)).map((status) => [status.key, status.name]));
  const steps = stepsOfStatusSteps(state, workflow);
  const position = new Map(workflow.steps.map((step, index) => [step.key, index]));
  const times = evaluationTimes(facts);
  const views = evaluations.map(([id, evaluation]) => {
    const step = steps.get(evaluation.statusStepId) ?? { key: "", name: "" };
    const time = times.get(id) ?? { at: new Date(0), editedAt: null, place: 0 };
    const view: EvaluationView = {
      id,
      statusStepId: evaluation.statusStepId,
      workflowStepKey: step.key,
      workflowStepName: step.name,
      evaluationStatus: { key: evaluation.statusKey, name: statuses.get(evaluation.statusKey) ?? evaluation.statusKey },
      comment: evaluation.comment,
      evaluator: presentActor(evaluation.by, { staff: names, businessName: "" }),
      byChiefEvaluator: evaluation.linkId !== null,
      at: time.at.toISOString(),
      editedAt: time.editedAt?.toISOString() ?? null,
      isMine: evaluation.linkId === null && evaluation.by === caller,
    };
    return { view, order: [position.get(step.key) ?? Number.MAX_SAFE_INTEGER, time.at.getTime(), time.place] as const };
  });
  views.sort((a, b) => a.order[0] - b.order[0] || a.order[1] - b.order[1] || a.order[2] - b.order[2]);
  return views.map(({ view }) => view);
}

/** One evaluation of the application as `caller` sees it (read after it was recorded, in the same transaction). */
export async function evaluationOf(db: Queryable, applicationId: string, evaluationId: string, caller: string | null): Promise<EvaluationView> {
  const facts = await timedFacts(db, applicationId);
  const state = foldFacts(facts);
  const card = state.status === "none" ? null : state.board.card;
  const workflow = card === null ? undefined : await findWorkflow(db, card.workflowId);
  if (workflow === undefined) throw notFound();
  const view = (await presentEvaluations(db, { state, workflow, facts, caller })).find((candidate) => candidate.id === evaluationId);
  if (view === undefined) throw notFound();
  return view;
}
