// The applications submitted in a range, by permit type and where each stands now (core's outcomeOf, spelled in
// SQL as count filters: archived, else approved with a final approval in force, else in progress). One grouped
// scan of permit_applications; every permit type answered, zeros included.
import { PERMIT_TYPES } from "@ictm/core/domain";
import type { components } from "@ictm/openapi/backoffice.ts";
import { sql } from "drizzle-orm";
import type { Queryable } from "../db/connect.ts";
import { rowsOf } from "../db/rows.ts";
import { numberOf, type StatisticsScope } from "./range.ts";
import { instant } from "./sql-time.ts";

export type ApplicationStatisticsView = components["schemas"]["ApplicationStatistics"];
type OutcomeCounts = components["schemas"]["OutcomeCounts"];

export async function applicationStatistics(db: Queryable, scope: StatisticsScope): Promise<ApplicationStatisticsView> {
  const result = await db.execute(sql`
    select permit_type,
      count(*)::int as submitted,
      count(*) filter (where archived_at is null and final_approval_at is null)::int as in_progress,
      count(*) filter (where archived_at is null and final_approval_at is not null)::int as approved,
      count(*) filter (where archived_at is not null)::int as archived
    from permit_applications
    where workflow_id = ${scope.workflow.id} and submitted_at >= ${instant(scope.from)} and submitted_at < ${instant(scope.to)}
    group by permit_type`);
  const byType = new Map(
    rowsOf(result).map((row) => [
      String(row["permit_type"]),
      { submitted: numberOf(row["submitted"]), inProgress: numberOf(row["in_progress"]), approved: numberOf(row["approved"]), archived: numberOf(row["archived"]) },
    ]),
  );
  const byPermitType = PERMIT_TYPES.map((permitType) => ({ permitType, ...(byType.get(permitType) ?? none) }));
  const total = byPermitType.reduce<OutcomeCounts>(
    (sum, counts) => ({ submitted: sum.submitted + counts.submitted, inProgress: sum.inProgress + counts.inProgress, approved: sum.approved + counts.approved, archived: sum.archived + counts.archived }),
    none,
  );
  return { range: scope.range, total, byPermitType };
}

const none: OutcomeCounts = { submitted: 0, inProgress: 0, approved: 0, archived: 0 };
