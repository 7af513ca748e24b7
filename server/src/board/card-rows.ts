// The cards of a board in one raw statement: the board reads up to thousands of rows, and mapping them by hand is
// a few times cheaper than the query builder's per-column decoding. Reads only permit_applications' narrow card
// columns (never the content), in column order (sort key byte-wise, then id): the first N of each column, and every column's count.
// Each card's working days in its step are the working clock now less its reading when the card entered the step: the
// reading its open step visit keeps (kept current when public holidays change, as the statistics read it: one index
// probe a card, where working out each reading from the calendar took about 5 of the board call's 22 ms on PGlite),
// worked out from the calendar only for a card without one.
import { PERMIT_TYPES, roundDays } from "@ictm/core/domain";
import { sql } from "drizzle-orm";
import type { Queryable } from "../db/connect.ts";
import { rowsOf } from "../db/rows.ts";
import type { CardRow } from "./store.ts";

const dateOf = (value: unknown): Date | null => (value === null || value === undefined ? null : value instanceof Date ? value : new Date(String(value)));
const permitTypeOf = (value: unknown): CardRow["permitType"] => {
  const found = PERMIT_TYPES.find((type) => type === value);
  if (found === undefined) throw new Error(`Unknown permit type ${String(value)}`);
  return found;
};
const textOf = (value: unknown): string | null => (value === null || value === undefined ? null : String(value));

/** A card as the board shows it: its row and its working days in its step until now. */
export type BoardCardRow = CardRow & { readonly workingDaysInStep: number };

export interface BoardCards {
  /** The first cards of each step, column by column in their stored order. */
  readonly cards: BoardCardRow[];
  /** All the cards of each step (a step with none is absent). */
  readonly counts: ReadonlyMap<string, number>;
}

/**
 * The first `perColumn` submitted applications of each given step of a workflow, and each step's count; `nowClock`
 * is the working clock's reading now (../statistics/sql-time.ts clockReading).
 */
export async function cardsOfSteps(db: Queryable, workflowId: string, steps: readonly string[], perColumn: number, nowClock: number): Promise<BoardCards> {
  if (steps.length === 0) return { cards: [], counts: new Map() };
  const stepList = sql.join(steps.map((step) => sql`(${step})`), sql`, `);
  // One index walk per step (workflow, step, sort key), stopping after `perColumn` rows.
  const result = await db.execute(sql`
    select c.* from (values ${stepList}) as s(step) cross join lateral (
      select p.id, p.reference, p.permit_type, p.business_name, p.personnel_count, p.has_user_given_edit_control, p.submitted_at, p.version,
        p.current_step, p.status_step_id, p.step_entered_at, p.final_approval_at, p.final_approval_remarks,
        coalesce(visit.entered_clock, working_clock(p.step_entered_at)) as entered_clock
      from permit_applications p
      left join permit_step_visits visit on visit.application_id = p.id and visit.left_at is null
      where p.workflow_id = ${workflowId} and p.status = 'submitted' and p.archived_at is null and p.current_step = s.step
      order by p.step_sort_key collate "C", p.id
      limit ${perColumn}) c`);
  const counted = await db.execute(sql`
    select current_step, count(*)::int as n from permit_applications
    where workflow_id = ${workflowId} and status = 'submitted' and archived_at is null and current_step in (${sql.join(steps.map((step) => sql`${step}`), sql`, `)})
    group by current_step`);
  const counts = new Map(rowsOf(counted).map((row) => [String(row["current_step"]), Number(row["n"])]));
  return { cards: cardRowsOf(result, nowClock), counts };
}

const cardRowsOf = (result: unknown, nowClock: number): BoardCardRow[] =>
  rowsOf(result).map((row) => ({
    id: String(row["id"]),
    reference: String(row["reference"]),
    permitType: permitTypeOf(row["permit_type"]),
    businessName: String(row["business_name"] ?? ""),
    personnelCount: Number(row["personnel_count"] ?? 0),
    hasUserGivenEditControl: row["has_user_given_edit_control"] === true,
    submittedAt: dateOf(row["submitted_at"]),
    version: Number(row["version"]),
    step: textOf(row["current_step"]),
    statusStepId: textOf(row["status_step_id"]),
    stepEnteredAt: dateOf(row["step_entered_at"]),
    finalApprovalAt: dateOf(row["final_approval_at"]),
    finalApprovalRemarks: textOf(row["final_approval_remarks"]),
    workingDaysInStep: row["entered_clock"] === null || row["entered_clock"] === undefined ? 0 : roundDays(Math.max(0, nowClock - Number(row["entered_clock"]))),
  }));
