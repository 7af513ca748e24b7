// Where a submitted application's card goes: the first step of the first workflow that handles its permit type,
// at the end of that column, with a new status step. Answers the `v1.CardPlaced` fact to append with the
// submission (none when no workflow handles the type). Reads the workflow and the column; never appends.
import { randomUUID } from "node:crypto";
import { sortKeyAtEnd, type PermitEvent } from "@ictm/core/domain";
import type { Queryable } from "../db/connect.ts";
import { lastOfColumn, workflowOfPermitType } from "./store.ts";

export async function cardPlacement(db: Queryable, permitType: string, by: string, newId: () => string = randomUUID): Promise<PermitEvent | undefined> {
  const workflow = await workflowOfPermitType(db, permitType);
  const first = workflow?.steps[0];
  if (workflow === undefined || first === undefined) return undefined;
  const sortKey = sortKeyAtEnd(await lastOfColumn(db, workflow.id, first.key));
  return { type: "v1.CardPlaced", payload: { workflowId: workflow.id, step: first.key, statusStepId: newId(), sortKey, by } };
}
