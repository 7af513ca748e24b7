// A workflow's steps over a range: the cards in each step now (their open visits: the cards the board shows) and
// how many are overdue (working days since the visit's clock reading at entry), the visits that entered and left
// each step within the range, and the series of cards per step at the end of each bucket. The series is a stock:
// the cards in each step when the range starts, plus the entries and minus the exits up to each bucket's end
// (width_bucket over the buckets' ends in one scan, then a running sum per step here), so the visits are read once,
// never once per bucket.
import { addDays, bruneiDayStart, bucketOf, bucketsOf } from "@ictm/core/domain";
import type { components } from "@ictm/openapi/backoffice.ts";
import { sql } from "drizzle-orm";
import type { Queryable } from "../db/connect.ts";
import { rowsOf } from "../db/rows.ts";
import { numberOf, type StatisticsScope } from "./range.ts";
import { clockReading, instant } from "./sql-time.ts";

export type WorkflowStatisticsView = components["schemas"]["WorkflowStatistics"];

export async function workflowStatistics(db: Queryable, scope: StatisticsScope): Promise<WorkflowStatisticsView> {
  const { workflow, from, to, now } = scope;
  const bucket = bucketOf(scope.range);
  const buckets = bucketsOf(scope.range, bucket);
  // Each bucket's count is taken at the end of its last day, or now for one that ends later.
  const ends = buckets.map((each) => new Date(Math.min(bruneiDayStart(addDays(each.end, 1)).getTime(), now.getTime())));
  const nowClock = await clockReading(db, now);

  const stock = rowsOf(
    await db.execute(sql`
      select v.step, count(*)::int as now,
        count(*) filter (where s.target_working_days is not null
          and round((${nowClock}::double precision - v.entered_clock)::numeric, 2) > s.target_working_days)::int as overdue
      from permit_step_visits v left join workflow_steps s on s.workflow_id = v.workflow_id and s.key = v.step
      where v.workflow_id = ${workflow.id} and v.left_at is null
      group by v.step`),
  );
  // One scan of the visits that overlap the range: each is in a step when the range starts (no entry index),
  // enters within it (its entry's bucket) and/or leaves within it (its exit's bucket); width_bucket over the
  // buckets' ends gives index i to a move before the end of bucket i (and n to one after the last end: counted in
  // entered/left only). Counted per step and pair of indexes.
  const endsArray = sql`array[${sql.join(ends.map(instant), sql`, `)}]::timestamptz[]`;
  const moves = rowsOf(
    await db.execute(sql`
      select step,
        case when entered_at >= ${instant(from)} then width_bucket(entered_at, ${endsArray}) end as entered_idx,
        case when left_at >= ${instant(from)} and left_at < ${instant(to)} then width_bucket(left_at, ${endsArray}) end as left_idx,
        count(*)::int as n
      from permit_step_visits
      where workflow_id = ${workflow.id} and entered_at < ${instant(to)} and (left_at is null or left_at >= ${instant(from)})
      group by 1, 2, 3`),
  );

  const stockOf = new Map(stock.map((row) => [String(row["step"]), row]));
  const flowOf = new Map<string, { entered: number; left: number; changes: number[] }>();
  for (const row of moves) {
    const key = String(row["step"]);
    const flow = flowOf.get(key) ?? { entered: 0, left: 0, changes: ends.map(() => 0) };
    const count = numberOf(row["n"]);
    const [enteredIndex, leftIndex] = [row["entered_idx"], row["left_idx"]];
    // In the step when the range starts: in every bucket's count until it leaves.
    if (enteredIndex === null) flow.changes[0] = (flow.changes[0] ?? 0) + count;
    else {
      flow.entered += count;
      const index = numberOf(enteredIndex);
      if (index < ends.length) flow.changes[index] = (flow.changes[index] ?? 0) + count;
    }
    if (leftIndex !== null) {
      flow.left += count;
      const index = numberOf(leftIndex);
      if (index < ends.length) flow.changes[index] = (flow.changes[index] ?? 0) - count;
    }
    flowOf.set(key, flow);
  }
  const steps = workflow.steps.map((step) => ({
    key: step.key,
    name: step.name,
    position: step.position,
    targetWorkingDays: step.targetWorkingDays,
    now: numberOf(stockOf.get(step.key)?.["now"]),
    overdueNow: numberOf(stockOf.get(step.key)?.["overdue"]),
    entered: flowOf.get(step.key)?.entered ?? 0,
    left: flowOf.get(step.key)?.left ?? 0,
  }));

  // Each bucket's count: the running sum of the changes up to it.
  const running = new Map<string, number>();
  const series = buckets.map((each, index) => ({
    start: each.start,
    end: each.end,
    counts: workflow.steps.map((step) => {
      const count = (running.get(step.key) ?? 0) + (flowOf.get(step.key)?.changes[index] ?? 0);
      running.set(step.key, count);
      return { step: step.key, count: Math.max(0, count) };
    }),
  }));
  return { range: scope.range, workflowId: workflow.id, bucket, steps, series };
}
