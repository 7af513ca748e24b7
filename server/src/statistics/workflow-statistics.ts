// A workflow's steps over a range: the cards in each step now (their open visits: the cards the board shows) and
// how many are overdue (working days since the visit's clock reading at entry), the visits that entered and left
// each step within the range, and the series of cards per step at the end of each bucket. The series is a stock:
// the cards in each step when the range starts, plus the entries and minus the exits up to each bucket's end
// (width_bucket over the buckets' ends, then a running sum per step), so the visits are read once, never once per
// bucket.
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
  // The cards in each step when the range starts (idx 0), then the entries and exits within the range by the bucket
  // whose end they come before (width_bucket: idx n for those after the last end, counted in entered/left only).
  const endsArray = sql`array[${sql.join(ends.map(instant), sql`, `)}]::timestamptz[]`;
  const moves = rowsOf(
    await db.execute(sql`
      select step, idx, sum(entered)::int as entered, sum(exited)::int as exited,
        sum(sum(base + entered - exited)) over (partition by step order by idx) as stock
      from (
        select step, 0 as idx, count(*) as base, 0 as entered, 0 as exited from permit_step_visits
        where workflow_id = ${workflow.id} and entered_at < ${instant(from)} and (left_at is null or left_at >= ${instant(from)})
        group by step
        union all
        select step, width_bucket(entered_at, ${endsArray}), 0, count(*), 0 from permit_step_visits
        where workflow_id = ${workflow.id} and entered_at >= ${instant(from)} and entered_at < ${instant(to)}
        group by 1, 2
        union all
        select step, width_bucket(left_at, ${endsArray}), 0, 0, count(*) from permit_step_visits
        where workflow_id = ${workflow.id} and left_at >= ${instant(from)} and left_at < ${instant(to)}
        group by 1, 2
      ) moves
      group by step, idx`),
  );

  const stockOf = new Map(stock.map((row) => [String(row["step"]), row]));
  const flowOf = new Map<string, { entered: number; left: number }>();
  for (const row of moves) {
    const key = String(row["step"]);
    const sum = flowOf.get(key) ?? { entered: 0, left: 0 };
    flowOf.set(key, { entered: sum.entered + numberOf(row["entered"]), left: sum.left + numberOf(row["exited"]) });
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

  // The running sums change only in the buckets that had moves: carry each step's last count forward.
  const changes = new Map<string, Map<number, number>>();
  for (const row of moves) {
    const key = String(row["step"]);
    const byIndex = changes.get(key) ?? new Map<number, number>();
    byIndex.set(numberOf(row["idx"]), numberOf(row["stock"]));
    changes.set(key, byIndex);
  }
  const carried = new Map<string, number>();
  const series = buckets.map((each, index) => ({
    start: each.start,
    end: each.end,
    counts: workflow.steps.map((step) => {
      const count = Math.max(0, changes.get(step.key)?.get(index) ?? carried.get(step.key) ?? 0);
      carried.set(step.key, count);
      return { step: step.key, count };
    }),
  }));
  return { range: scope.range, workflowId: workflow.id, bucket, steps, series };
}
