// The steps' targets (SLA): an administrator sets or clears one (core's setStepTarget decides under the workflow
// stream's lock; its fact is appended at the version read and applied by ./settings-projector.ts in the same
// transaction), and at start a workflow whose stream holds no target fact yet takes its definitions' defaults.
import { setStepTarget, workflowStream, type TargetRefusal, type WorkflowStepDefinition } from "@ictm/core/domain";
import type { components } from "@ictm/openapi/backoffice.ts";
import { and, eq } from "drizzle-orm";
import { findWorkflow } from "../board/store.ts";
import type { Orm } from "../db/connect.ts";
import { streams, workflowSteps } from "../db/schema.ts";
import { transact } from "../db/transact.ts";
import { appendToStream, lockStreamVersion } from "../events/store.ts";
import { staffActor } from "../events/vocabulary.ts";
import { forbidden, notFound, refuseKind, type ProblemError } from "../http/problem.ts";
import type { Services } from "../services.ts";
import type { StaffSession } from "../staff/store.ts";

export type StepTargetView = components["schemas"]["StepTarget"];

export async function changeStepTarget(services: Services, session: StaffSession, input: { workflowId: string; step: string; workingDays: number | null }): Promise<StepTargetView> {
  return transact(services.orm, async (tx) => {
    const stream = workflowStream(input.workflowId);
    const version = await lockStreamVersion(tx, stream);
    const by = staffActor(session.staff.id);
    // Permission before existence: a forbidden caller learns nothing of the workflow.
    const workflow = await findWorkflow(tx, input.workflowId);
    const steps = (workflow?.steps ?? []).map((step) => ({ key: step.key, targetWorkingDays: step.targetWorkingDays }));
    const verdict = setStepTarget({ id: input.workflowId, steps }, { step: input.step, workingDays: input.workingDays }, { roles: session.staff.roles, by });
    if (!verdict.ok) throw targetProblem(verdict.refusal);
    await appendToStream(tx, stream, version, verdict.events, { actor: by, at: services.clock.now() });
    const step = (await findWorkflow(tx, input.workflowId))?.steps.find((candidate) => candidate.key === input.step);
    if (step === undefined) throw notFound();
    return { key: step.key, name: step.name, position: step.position, targetWorkingDays: step.targetWorkingDays };
  });
}

const targetProblem = (refusal: TargetRefusal): ProblemError => {
  switch (refusal) {
    case "forbidden":
      return forbidden();
    case "step-missing":
      return notFound();
    default:
      return refuseKind(refusal);
  }
};

/**
 * Gives a workflow's steps their definitions' targets while no administrator has set one (its `workflow-<id>`
 * stream holds no fact): databases seeded before migration 0015 have none. Run at start.
 */
export async function syncStepTargets(orm: Orm, workflowId: string, steps: readonly WorkflowStepDefinition[]): Promise<void> {
  const [stream] = await orm.select({ version: streams.version }).from(streams).where(eq(streams.stream, workflowStream(workflowId)));
  if ((stream?.version ?? 0) > 0) return;
  for (const step of steps) {
    await orm.update(workflowSteps).set({ targetWorkingDays: step.targetWorkingDays }).where(and(eq(workflowSteps.workflowId, workflowId), eq(workflowSteps.key, step.key)));
  }
}
