// How long things took in working days, aggregated in SQL: end to end (submission to a final approval in force
// given within the range; the working clock of both ends, read at query time), per permit type, the end-to-end
// distribution in core's TURNAROUND_BINS, and per step the visits that left it within the range (their stored
// clock readings). percentile_cont interpolates as core's quantile does; a duration is compared with a bin's
// bounds or a target at two decimals, as it is shown.
import { PERMIT_TYPES, TURNAROUND_BINS } from "@ictm/core/domain";
import type { components } from "@ictm/openapi/backoffice.ts";
import { sql, type SQL } from "drizzle-orm";
import type { Queryable } from "../db/connect.ts";
import { rowsOf } from "../db/rows.ts";
import { daysOrNull, numberOf, type StatisticsScope } from "./range.ts";
import { calendarDayJoin, clockFrom, instant } from "./sql-time.ts";

export type TurnaroundStatisticsView = components["schemas"]["TurnaroundStatistics"];
type Spread = components["schemas"]["TurnaroundSpread"];

/** count, median, p90 and max of `days`, as columns of a grouped select. */
const spreadColumns = (days: SQL): SQL => sql`
  count(*)::int as count,
  percentile_cont(0.5) within group (order by ${days}) as median,
  percentile_cont(0.9) within group (order by ${days}) as p90,
  max(${days}) as max`;

const spreadOf = (row: Record<string, unknown> | undefined): Spread => ({
  count: numberOf(row?.["count"]),
  median: daysOrNull(row?.["median"]),
  p90: daysOrNull(row?.["p90"]),
  max: daysOrNull(row?.["max"]),
});

const shown = (days: SQL): SQL => sql`round((${days})::numeric, 2)`;

export async function turnaroundStatistics(db: Queryable, scope: StatisticsScope): Promise<TurnaroundStatisticsView> {
  const { workflow, from, to } = scope;
  const days = sql`days`;
  const bins = sql.join(
    TURNAROUND_BINS.map((bin, index) =>
      bin.to === null
        ? sql`count(*) filter (where ${shown(days)} >= ${bin.from})::int as ${sql.identifier(`bin${index}`)}`
        : sql`count(*) filter (where ${shown(days)} >= ${bin.from} and ${shown(days)} < ${bin.to})::int as ${sql.identifier(`bin${index}`)}`,
    ),
    sql`, `,
  );
  const [approvedAt, submittedAt] = [sql`a.final_approval_at`, sql`a.submitted_at`];
  const endToEnd = rowsOf(
    await db.execute(sql`
      with durations as (
        select a.permit_type, ${clockFrom("f", approvedAt)} - ${clockFrom("s", submittedAt)} as days
        from permit_applications a ${calendarDayJoin("f", approvedAt)} ${calendarDayJoin("s", submittedAt)}
        where a.workflow_id = ${workflow.id} and a.submitted_at is not null
          and a.final_approval_at >= ${instant(from)} and a.final_approval_at < ${instant(to)}
      )
      select permit_type, grouping(permit_type) as whole, ${spreadColumns(days)}, ${bins}
      from durations
      group by grouping sets ((permit_type), ())`),
  );
  const whole = endToEnd.find((row) => numberOf(row["whole"]) === 1);
  const byType = new Map(endToEnd.filter((row) => numberOf(row["whole"]) === 0).map((row) => [String(row["permit_type"]), row]));

  const dwell = sql`left_clock - entered_clock`;
  const perStep = rowsOf(
    await db.execute(sql`
      select v.step, ${spreadColumns(dwell)},
        count(*) filter (where s.target_working_days is not null and ${shown(dwell)} > s.target_working_days)::int as over_target
      from permit_step_visits v
      left join workflow_steps s on s.workflow_id = v.workflow_id and s.key = v.step
      where v.workflow_id = ${workflow.id} and v.left_at >= ${instant(from)} and v.left_at < ${instant(to)}
      group by v.step`),
  );
  const stepRow = new Map(perStep.map((row) => [String(row["step"]), row]));

  return {
    range: scope.range,
    workflowId: workflow.id,
    unit: "working-days",
    endToEnd: spreadOf(whole),
    byPermitType: PERMIT_TYPES.map((permitType) => ({ permitType, ...spreadOf(byType.get(permitType)) })),
    steps: workflow.steps.map((step) => {
      const row = stepRow.get(step.key);
      return { key: step.key, name: step.name, targetWorkingDays: step.targetWorkingDays, overTarget: numberOf(row?.["over_target"]), ...spreadOf(row) };
    }),
    distribution: TURNAROUND_BINS.map((bin, index) => ({ from: bin.from, to: bin.to, count: numberOf(whole?.[`bin${index}`]) })),
  };
}
