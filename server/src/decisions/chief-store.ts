// The SQL of evaluations and chief-evaluator links: the evaluation statuses (reference list
// `expat-permit-evaluation-statuses`), the staff who may be sent a link (final approvers), a workflow step by id,
// and the projection chief_evaluation_links (a token's hash -> its link and application), which ./chief-projector.ts
// writes. Queries only; whether a link is open is decided from the stream, never from here.
import { CHIEF_EVALUATOR_ROLE } from "@ictm/core/domain";
import { asc, eq, inArray, sql } from "drizzle-orm";
import type { Queryable, Tx } from "../db/connect.ts";
import { chiefEvaluationLinks, referenceItems, staff, workflowSteps, type WorkflowStepRow } from "../db/schema.ts";

export const EVALUATION_STATUS_LIST = "expat-permit-evaluation-statuses";

export interface ReferenceItemView {
  readonly key: string;
  readonly name: string;
}

export interface ChiefEvaluatorRow {
  readonly key: string;
  readonly name: string;
  readonly email: string;
}

/** The evaluation statuses in display order. */
export async function evaluationStatuses(db: Queryable): Promise<ReferenceItemView[]> {
  return db
    .select({ key: referenceItems.key, name: referenceItems.name })
    .from(referenceItems)
    .where(eq(referenceItems.list, EVALUATION_STATUS_LIST))
    .orderBy(asc(referenceItems.position));
}

export async function findWorkflowStep(db: Queryable, workflowStepId: string): Promise<WorkflowStepRow | undefined> {
  const [row] = await db.select().from(workflowSteps).where(eq(workflowSteps.id, workflowStepId)).limit(1);
  return row;
}

/** The staff members holding the chief evaluators' role, by name. */
export async function chiefEvaluators(db: Queryable): Promise<ChiefEvaluatorRow[]> {
  return db
    .select({ key: staff.id, name: staff.name, email: staff.email })
    .from(staff)
    .where(sql`${CHIEF_EVALUATOR_ROLE} = any(${staff.roles})`)
    .orderBy(asc(staff.name), asc(staff.email));
}

/** Staff members by id (the chief evaluators a list of links names), whatever their roles now. */
export async function staffByIds(db: Queryable, ids: readonly string[]): Promise<Map<string, ChiefEvaluatorRow>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db.select({ key: staff.id, name: staff.name, email: staff.email }).from(staff).where(inArray(staff.id, unique));
  return new Map(rows.map((row) => [row.key, row]));
}

/** The link a token's hash belongs to (its id and application), if any. */
export async function findChiefLinkByHash(db: Queryable, tokenHash: string): Promise<{ id: string; applicationId: string } | undefined> {
  const [row] = await db
    .select({ id: chiefEvaluationLinks.id, applicationId: chiefEvaluationLinks.applicationId })
    .from(chiefEvaluationLinks)
    .where(eq(chiefEvaluationLinks.tokenHash, tokenHash))
    .limit(1);
  return row;
}

export async function projectChiefLink(tx: Tx, row: typeof chiefEvaluationLinks.$inferInsert): Promise<void> {
  await tx.insert(chiefEvaluationLinks).values(row).onConflictDoNothing();
}
