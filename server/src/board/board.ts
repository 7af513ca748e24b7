// Reads a workflow's kanban board as the caller may see it: the columns of the steps their roles view, each with its
// first cards in their stored order and its count. The answer of GET …/kanban-board and of every move.
import type { Queryable } from "../db/connect.ts";
import type { StaffSession } from "../staff/store.ts";
import { requireWorkflow } from "./access.ts";
import { presentBoard, type KanbanBoardView } from "./present.ts";
import { cardsOfSteps } from "./card-rows.ts";
import { cardsPerColumnOf, stepPermission } from "@ictm/core/domain";
import { clockReading } from "../statistics/sql-time.ts";

/**
 * The board with each column's first `cardsPerColumn` cards (core's default when absent) and all columns' counts,
 * each card with its working days in its step until `now` (the server's clock).
 */
export async function readBoard(db: Queryable, session: StaffSession, workflowId: string, cardsPerColumn: number | undefined, now: Date): Promise<KanbanBoardView> {
  const workflow = await requireWorkflow(db, workflowId);
  const roles = session.staff.roles;
  const visible = workflow.steps.filter((step) => stepPermission(roles, { key: step.key, view: step.viewRoles, act: step.actRoles }).canView).map((step) => step.key);
  return presentBoard(workflow, roles, await cardsOfSteps(db, workflow.id, visible, cardsPerColumnOf(cardsPerColumn), await clockReading(db, now)));
}
