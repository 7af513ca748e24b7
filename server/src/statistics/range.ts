// What every statistics read starts from: the range asked for with core's defaults (400 `invalid-date-range`
// otherwise), as half-open instants, and the workflow (the default one when none is named; 404 for an unknown one).
import { DEFAULT_WORKFLOW_ID, rangeInstants, resolveStatisticsRange, roundDays, type StatisticsRange } from "@ictm/core/domain";
import { requireWorkflow } from "../board/access.ts";
import type { WorkflowWithSteps } from "../board/store.ts";
import type { Queryable } from "../db/connect.ts";
import { refuseKind } from "../http/problem.ts";

export interface StatisticsQuery {
  readonly startDate?: string | undefined;
  readonly endDate?: string | undefined;
  readonly workflowId?: string | undefined;
}

export interface StatisticsScope {
  readonly range: StatisticsRange;
  /** The range's first instant, included. */
  readonly from: Date;
  /** The instant after the range, not included. */
  readonly to: Date;
  readonly now: Date;
  readonly workflow: WorkflowWithSteps;
}

export async function statisticsScope(db: Queryable, query: StatisticsQuery, now: Date): Promise<StatisticsScope> {
  const verdict = resolveStatisticsRange({ startDate: query.startDate, endDate: query.endDate }, now);
  if (!verdict.ok) throw refuseKind(verdict.refusal);
  const workflow = await requireWorkflow(db, query.workflowId ?? DEFAULT_WORKFLOW_ID);
  return { range: verdict.range, ...rangeInstants(verdict.range), now, workflow };
}

/** A number column of a raw row (numeric and bigint come back as text). */
export const numberOf = (value: unknown): number => (value === null || value === undefined ? 0 : Number(value));

/** Working days as answered: two decimals; null stays null. */
export const daysOrNull = (value: unknown): number | null => (value === null || value === undefined ? null : roundDays(Number(value)));
