// The moves between steps in a range (placements, moves and archivings, counted per pair of steps), the
// applications moved last, and one application's whole journey, all read from permit_step_visits: a visit that
// left gives the move from its step to where it went; a visit with no earlier one (`placed`) is the card's placement.
import { isOverdue, PERMIT_TYPES, roundDays } from "@ictm/core/domain";
import type { components } from "@ictm/openapi/backoffice.ts";
import { sql, type SQL } from "drizzle-orm";
import { staffNames } from "../board/discussion-store.ts";
import { presentActor } from "../board/present.ts";
import type { Queryable } from "../db/connect.ts";
import { rowsOf } from "../db/rows.ts";
import { notFound } from "../http/problem.ts";
import { numberOf, type StatisticsScope } from "./range.ts";
import { clockReading, instant } from "./sql-time.ts";

export type JourneyStatisticsView = components["schemas"]["JourneyStatistics"];
type Journey = components["schemas"]["Journey"];
type PermitType = (typeof PERMIT_TYPES)[number];

/** How many applications `recent` lists. */
export const RECENT_LIMIT = 20;

export async function journeyStatistics(db: Queryable, scope: StatisticsScope, applicationId: string | undefined): Promise<JourneyStatisticsView> {
  const { workflow, from, to } = scope;
  const journey = applicationId === undefined ? null : await journeyOf(db, scope, applicationId);
  const inRange = (column: SQL) => sql`${column} >= ${instant(from)} and ${column} < ${instant(to)}`;
  // One scan: the visits that left within the range (moves, counted per pair of steps) and those that opened a
  // journey within it (placements, counted per step; `placed`, migration 0016).
  const counted = rowsOf(
    await db.execute(sql`
      select step, left_to,
        count(*) filter (where ${inRange(sql`left_at`)})::int as moved,
        count(*) filter (where placed and ${inRange(sql`entered_at`)})::int as placed
      from permit_step_visits
      where workflow_id = ${workflow.id} and ((${inRange(sql`left_at`)}) or (placed and ${inRange(sql`entered_at`)}))
      group by step, left_to`),
  );
  const placements = new Map<string, number>();
  for (const row of counted) placements.set(String(row["step"]), (placements.get(String(row["step"])) ?? 0) + numberOf(row["placed"]));
  const moves: Array<{ from: string | null; to: string; count: number }> = [
    ...counted.filter((row) => numberOf(row["moved"]) > 0).map((row) => ({ from: String(row["step"]), to: String(row["left_to"]), count: numberOf(row["moved"]) })),
    ...[...placements].filter(([, count]) => count > 0).map(([step, count]) => ({ from: null, to: step, count })),
  ];
  const positionOf = new Map(workflow.steps.map((step) => [step.key, step.position]));
  const rank = (key: string | null): number => (key === null ? 0 : (positionOf.get(key) ?? Number.MAX_SAFE_INTEGER));
  const transitions = moves
    .map((move) => {
      const [before, after] = [move.from === null ? undefined : positionOf.get(move.from), positionOf.get(move.to)];
      return { ...move, backward: before !== undefined && after !== undefined && after < before };
    })
    .sort((a, b) => b.count - a.count || rank(a.from) - rank(b.from) || rank(a.to) - rank(b.to));

  const recentRows = await recentlyMoved(db, scope);
  const recent = recentRows.map((row) => ({
    applicationId: String(row["id"]),
    reference: String(row["reference"]),
    permitType: permitTypeOf(row["permit_type"]),
    businessName: String(row["business_name"] ?? ""),
    lastMovedAt: dateOf(row["last_moved_at"]).toISOString(),
  }));
  return { range: scope.range, workflowId: workflow.id, transitions, recent, journey };
}

/**
 * The RECENT_LIMIT applications moved last within the range (latest first; a move is a visit entered or left),
 * read backwards along the (workflow_id, entered_at) and (workflow_id, left_at) indexes: the latest `depth` entries
 * and exits. Exact when every application answered moved after the older of the two cut-offs (the last entry or
 * exit read, for a side that had more): all their moves since are among those read, and an application not read
 * moved before it. Else read twice as deep (the whole range at most).
 */
async function recentlyMoved(db: Queryable, scope: StatisticsScope): Promise<Array<Record<string, unknown>>> {
  const { workflow, from, to } = scope;
  for (let depth = 4 * RECENT_LIMIT; ; depth *= 2) {
    const rows = rowsOf(
      await db.execute(sql`
        with entries as (
          select application_id, entered_at as at from permit_step_visits
          where workflow_id = ${workflow.id} and entered_at >= ${instant(from)} and entered_at < ${instant(to)}
          order by entered_at desc limit ${depth}
        ), exits as (
          select application_id, left_at as at from permit_step_visits
          where workflow_id = ${workflow.id} and left_at >= ${instant(from)} and left_at < ${instant(to)}
          order by left_at desc limit ${depth}
        ), cut as (
          select greatest(
            (select min(at) from entries having count(*) = ${depth}),
            (select min(at) from exits having count(*) = ${depth})) as at
        ), moved as (
          select application_id, max(at) as last_moved_at from (select * from entries union all select * from exits) moves
          group by application_id
          order by last_moved_at desc, application_id
          limit ${RECENT_LIMIT}
        )
        select a.id, a.reference, a.permit_type, a.business_name, m.last_moved_at,
          (select at from cut) is null or m.last_moved_at > (select at from cut) as exact,
          (select at from cut) is null as whole
        from moved m join permit_applications a on a.id = m.application_id
        order by m.last_moved_at desc, a.id`),
    );
    const whole = rows.length === 0 || rows[0]?.["whole"] === true;
    if (whole || (rows.length === RECENT_LIMIT && rows.every((row) => row["exact"] === true))) return rows;
  }
}

/** The application's every visit on the workflow, whatever the range; 404 when it has none there. */
async function journeyOf(db: Queryable, scope: StatisticsScope, applicationId: string): Promise<Journey> {
  const { workflow, now } = scope;
  const nowClock = await clockReading(db, now);
  const visits = rowsOf(
    await db.execute(sql`
      select step, entered_at, entered_by, entered_clock, left_at, left_by, left_clock
      from permit_step_visits
      where application_id = ${applicationId} and workflow_id = ${workflow.id}
      order by entered_at, id`),
  );
  const [application] = rowsOf(
    await db.execute(sql`
      select reference, permit_type, business_name, submitted_at, final_approval_at,
        working_clock(coalesce(final_approval_at, ${instant(now)})) - working_clock(submitted_at) as working_days
      from permit_applications where id = ${applicationId}`),
  );
  const first = visits[0];
  if (application === undefined || first === undefined) throw notFound();
  const businessName = String(application["business_name"] ?? "");
  const names = { staff: await staffNames(db, visits.flatMap((visit) => [textOf(visit["entered_by"]), textOf(visit["left_by"])])), businessName };
  const stepOf = new Map(workflow.steps.map((step) => [step.key, step]));
  const submittedAt = application["submitted_at"] === null ? dateOf(first["entered_at"]) : dateOf(application["submitted_at"]);
  return {
    applicationId,
    reference: String(application["reference"]),
    permitType: permitTypeOf(application["permit_type"]),
    businessName,
    submittedAt: submittedAt.toISOString(),
    finalApprovalAt: application["final_approval_at"] === null ? null : dateOf(application["final_approval_at"]).toISOString(),
    workingDays: roundDays(Math.max(0, numberOf(application["working_days"]))),
    visits: visits.map((visit) => {
      const step = stepOf.get(String(visit["step"]));
      const leftBy = textOf(visit["left_by"]);
      const left = visit["left_at"] === null ? null : dateOf(visit["left_at"]);
      const workingDays = roundDays(Math.max(0, (left === null ? nowClock : numberOf(visit["left_clock"])) - numberOf(visit["entered_clock"])));
      const targetWorkingDays = step?.targetWorkingDays ?? null;
      return {
        step: String(visit["step"]),
        stepName: step?.name ?? String(visit["step"]),
        enteredAt: dateOf(visit["entered_at"]).toISOString(),
        leftAt: left?.toISOString() ?? null,
        enteredBy: presentActor(String(visit["entered_by"]), names),
        leftBy: leftBy === null ? null : presentActor(leftBy, names),
        workingDays,
        targetWorkingDays,
        overTarget: isOverdue(workingDays, targetWorkingDays),
      };
    }),
  };
}

const dateOf = (value: unknown): Date => (value instanceof Date ? value : new Date(String(value)));
const textOf = (value: unknown): string | null => (value === null || value === undefined ? null : String(value));
const permitTypeOf = (value: unknown): PermitType => {
  const found = PERMIT_TYPES.find((type) => type === value);
  if (found === undefined) throw new Error(`Unknown permit type ${String(value)}`);
  return found;
};
