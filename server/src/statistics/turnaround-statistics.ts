// How long things took in working days: end to end (submission to a final approval in force given within the
// range; both ends read at query time on core's working clock of the database's calendar), per permit type, the
// end-to-end distribution in core's TURNAROUND_BINS, and per step the visits that left it within the range (their
// stored clock readings). SQL selects the durations (one list per group, ./number-lists.ts); the
// figures are core's: quantile (linear interpolation), binOf and isOverdue on the duration as shown (roundDays).
// Sorting in the database (percentile_cont) cost most of the call on PGlite.
import { binOf, isOverdue, PERMIT_TYPES, quantile, roundDays, TURNAROUND_BINS } from "@ictm/core/domain";
import type { components } from "@ictm/openapi/backoffice.ts";
import { sql } from "drizzle-orm";
import type { Queryable } from "../db/connect.ts";
import { rowsOf } from "../db/rows.ts";
import { ascending, numberList, numbersOf } from "./number-lists.ts";
import type { StatisticsScope } from "./range.ts";
import { databaseWorkingClock } from "./calendar.ts";
import { instant } from "./sql-time.ts";

export type TurnaroundStatisticsView = components["schemas"]["TurnaroundStatistics"];
type Spread = components["schemas"]["TurnaroundSpread"];

/**
 * count, median, p90 and max of durations sorted ascending, by core's quantile, answered at two decimals. (Not
 * core's spreadOf: it spreads the list into Math.max, which a long list overflows.)
 */
export function spreadOfSorted(sorted: readonly number[]): Spread {
  const shown = (value: number | null | undefined) => (value === null || value === undefined ? null : roundDays(value));
  return { count: sorted.length, median: shown(quantile(sorted, 0.5)), p90: shown(quantile(sorted, 0.9)), max: shown(sorted.at(-1)) };
}

export async function turnaroundStatistics(db: Queryable, scope: StatisticsScope): Promise<TurnaroundStatisticsView> {
  const { workflow, from, to } = scope;
  // Both ends of each duration as epoch seconds (two lists in the same row order), read on core's working clock of
  // the database's calendar: joining the calendar twice in SQL cost more than the rest of the call.
  const endToEnd = rowsOf(
    await db.execute(sql`
      select permit_type, ${numberList(sql`extract(epoch from submitted_at)`)} as submitted, ${numberList(sql`extract(epoch from final_approval_at)`)} as approved
      from permit_applications
      where workflow_id = ${workflow.id} and submitted_at is not null
        and final_approval_at >= ${instant(from)} and final_approval_at < ${instant(to)}
      group by permit_type`),
  );
  const clock = await databaseWorkingClock(db);
  const durations = (row: Record<string, unknown>): number[] => {
    const [submitted, approved] = [numbersOf(row["submitted"]), numbersOf(row["approved"])];
    return submitted.map((seconds, index) => clock((approved[index] ?? seconds) * 1000) - clock(seconds * 1000));
  };
  const byType = new Map(endToEnd.map((row) => [String(row["permit_type"]), ascending(durations(row))]));
  const whole = ascending([...byType.values()].flat());
  const distribution = TURNAROUND_BINS.map(() => 0);
  for (const days of whole) distribution[binOf(roundDays(days))] = (distribution[binOf(roundDays(days))] ?? 0) + 1;

  const perStep = rowsOf(
    await db.execute(sql`
      select step, ${numberList(sql`left_clock - entered_clock`)} as days
      from permit_step_visits
      where workflow_id = ${workflow.id} and left_at >= ${instant(from)} and left_at < ${instant(to)}
      group by step`),
  );
  const dwellsOf = new Map(perStep.map((row) => [String(row["step"]), ascending(numbersOf(row["days"]))]));

  return {
    range: scope.range,
    workflowId: workflow.id,
    unit: "working-days",
    endToEnd: spreadOfSorted(whole),
    byPermitType: PERMIT_TYPES.map((permitType) => ({ permitType, ...spreadOfSorted(byType.get(permitType) ?? []) })),
    steps: workflow.steps.map((step) => {
      const dwells = dwellsOf.get(step.key) ?? [];
      const overTarget = dwells.filter((days) => isOverdue(roundDays(days), step.targetWorkingDays)).length;
      return { key: step.key, name: step.name, targetWorkingDays: step.targetWorkingDays, overTarget, ...spreadOfSorted(dwells) };
    }),
    distribution: TURNAROUND_BINS.map((bin, index) => ({ from: bin.from, to: bin.to, count: distribution[index] ?? 0 })),
  };
}
