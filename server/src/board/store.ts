// The SQL the board reads: a workflow with its steps and their roles (workflow_steps), the cards of its columns
// (permit_applications as the permit projector leaves them), a column's sort keys, and the status steps. Queries
// only; the board's projection writes are ./projection-store.ts's, and nothing here decides.
import { and, asc, eq, sql, isNull } from "drizzle-orm";
import { PERMIT_TYPES, type StepRoles, type WorkflowStepDefinition } from "@ictm/core/domain";
import { randomUUID } from "node:crypto";
import type { Queryable, Tx } from "../db/connect.ts";
import { permitApplications, permitStatusSteps, workflows, workflowSteps, type WorkflowStepRow } from "../db/schema.ts";

export interface WorkflowWithSteps {
  readonly id: string;
  readonly name: string;
  readonly permitTypes: readonly string[];
  /** In board order. */
  readonly steps: readonly WorkflowStepRow[];
}

/** The steps' roles as core's rules take them. */
export const stepRolesOf = (steps: readonly WorkflowStepRow[]): StepRoles[] => steps.map((step) => ({ key: step.key, view: step.viewRoles, act: step.actRoles, decisions: step.decisions }));

export async function findWorkflow(db: Queryable, workflowId: string): Promise<WorkflowWithSteps | undefined> {
  const [workflow] = await db.select().from(workflows).where(eq(workflows.id, workflowId)).limit(1);
  if (workflow === undefined) return undefined;
  const steps = await db.select().from(workflowSteps).where(eq(workflowSteps.workflowId, workflowId)).orderBy(asc(workflowSteps.position));
  return { id: workflow.id, name: workflow.name, permitTypes: workflow.permitTypes, steps };
}

/** Sets up a workflow's steps, in the given order (the demo seed inserts core's WORK_PERMIT_STEPS). */
export async function insertWorkflowSteps(tx: Tx, workflowId: string, steps: readonly WorkflowStepDefinition[]): Promise<void> {
  if (steps.length === 0) return;
  const rows = steps.map((step, index) => ({ id: randomUUID(), workflowId, key: step.key, name: step.name, position: index + 1, viewRoles: [...step.view], actRoles: [...step.act], decisions: [...step.decisions], targetWorkingDays: step.targetWorkingDays }));
  await tx.insert(workflowSteps).values(rows);
}

/**
 * Brings a workflow's steps' `decisions` up to the definitions (core's WORK_PERMIT_STEPS for the default workflow):
 * databases seeded before migration 0011 have none. Run at start; steps the definitions do not name stay as they are.
 */
export async function syncStepDecisions(db: Queryable, workflowId: string, steps: readonly WorkflowStepDefinition[]): Promise<void> {
  for (const step of steps) {
    await db.update(workflowSteps).set({ decisions: [...step.decisions] }).where(and(eq(workflowSteps.workflowId, workflowId), eq(workflowSteps.key, step.key)));
  }
}

/** The first workflow (in display order) that handles the permit type and has steps; undefined when none does. */
export async function workflowOfPermitType(db: Queryable, permitType: string): Promise<WorkflowWithSteps | undefined> {
  const candidates = await db
    .select({ id: workflows.id })
    .from(workflows)
    .where(sql`${permitType} = any(${workflows.permitTypes})`)
    .orderBy(asc(workflows.position), asc(workflows.name));
  for (const candidate of candidates) {
    const workflow = await findWorkflow(db, candidate.id);
    if (workflow !== undefined && workflow.steps.length > 0) return workflow;
  }
  return undefined;
}

const onBoard = (workflowId: string, step: string) =>
  and(eq(permitApplications.workflowId, workflowId), eq(permitApplications.currentStep, step), eq(permitApplications.status, "submitted"), isNull(permitApplications.archivedAt));
const byColumnOrder = [sql`${permitApplications.stepSortKey} collate "C"`, asc(permitApplications.id)];

/** The cards of one column in order, as sort-key.ts takes them. */
export async function columnKeys(db: Queryable, workflowId: string, step: string): Promise<Array<{ id: string; sortKey: string }>> {
  const rows = await db
    .select({ id: permitApplications.id, sortKey: permitApplications.stepSortKey })
    .from(permitApplications)
    .where(onBoard(workflowId, step))
    .orderBy(...byColumnOrder);
  return rows.map((row) => ({ id: row.id, sortKey: row.sortKey ?? "" }));
}

/** The last card of a column (where a new card goes after), if any. */
export async function lastOfColumn(db: Queryable, workflowId: string, step: string): Promise<Array<{ id: string; sortKey: string }>> {
  const [row] = await db
    .select({ id: permitApplications.id, sortKey: permitApplications.stepSortKey })
    .from(permitApplications)
    .where(onBoard(workflowId, step))
    .orderBy(sql`${permitApplications.stepSortKey} collate "C" desc`, sql`${permitApplications.id} desc`)
    .limit(1);
  return row === undefined ? [] : [{ id: row.id, sortKey: row.sortKey ?? "" }];
}

export interface CardRow {
  readonly id: string;
  readonly reference: string;
  readonly permitType: (typeof PERMIT_TYPES)[number];
  readonly businessName: string;
  readonly personnelCount: number;
  readonly hasUserGivenEditControl: boolean;
  readonly submittedAt: Date | null;
  readonly version: number;
  readonly step: string | null;
  readonly statusStepId: string | null;
  readonly stepEnteredAt: Date | null;
  readonly finalApprovalAt: Date | null;
  readonly finalApprovalRemarks: string | null;
}

const cardColumns = {
  id: permitApplications.id,
  reference: permitApplications.reference,
  permitType: permitApplications.permitType,
  businessName: permitApplications.businessName,
  personnelCount: permitApplications.personnelCount,
  hasUserGivenEditControl: permitApplications.hasUserGivenEditControl,
  submittedAt: permitApplications.submittedAt,
  version: permitApplications.version,
  step: permitApplications.currentStep,
  statusStepId: permitApplications.statusStepId,
  stepEnteredAt: permitApplications.stepEnteredAt,
  finalApprovalAt: permitApplications.finalApprovalAt,
  finalApprovalRemarks: permitApplications.finalApprovalRemarks,
};

export async function cardOf(db: Queryable, applicationId: string): Promise<CardRow | undefined> {
  const [row] = await db
    .select(cardColumns)
    .from(permitApplications)
    .where(eq(permitApplications.id, applicationId))
    .limit(1);
  return row;
}

/** The application a status step belongs to, if the step exists. */
export async function applicationOfStatusStep(db: Queryable, statusStepId: string): Promise<string | undefined> {
  const [row] = await db.select({ applicationId: permitStatusSteps.applicationId }).from(permitStatusSteps).where(eq(permitStatusSteps.id, statusStepId)).limit(1);
  return row?.applicationId;
}

export async function statusStepsOf(db: Queryable, applicationId: string) {
  return db.select().from(permitStatusSteps).where(eq(permitStatusSteps.applicationId, applicationId));
}
