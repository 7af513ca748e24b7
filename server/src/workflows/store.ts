// The SQL of back-office workflows (each with its kanban board, later): listed in display order.
import { asc } from "drizzle-orm";
import type { components } from "@ictm/openapi/backoffice.ts";
import type { Queryable, Tx } from "../db/connect.ts";
import { workflows } from "../db/schema.ts";

export type WorkflowView = components["schemas"]["Workflow"];
type PermitType = WorkflowView["permitTypes"][number];

const permitTypes: readonly PermitType[] = ["pvv", "sawp", "lpa"];
const isPermitType = (value: string): value is PermitType => permitTypes.some((type) => type === value);

export async function listWorkflows(db: Queryable): Promise<WorkflowView[]> {
  const rows = await db.select().from(workflows).orderBy(asc(workflows.position), asc(workflows.name));
  return rows.map((row) => ({ id: row.id, name: row.name, permitTypes: row.permitTypes.filter(isPermitType) }));
}

export async function insertWorkflow(tx: Tx, workflow: { id: string; name: string; permitTypes: PermitType[]; position: number }): Promise<void> {
  await tx.insert(workflows).values(workflow);
}
