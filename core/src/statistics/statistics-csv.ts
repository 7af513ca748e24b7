// The statistics' tables as CSV, one builder per chart (what its "Table" view shows), written with core's one CSV
// writer (../export/csv.ts: RFC 4180, formulas defused, a byte-order mark first) and named by the chart and the
// range (`statistics-turnaround-2026-06-01-to-2026-06-30.csv`). Times in Brunei time, ISO 8601. Pure.
import type { Actor } from "../board/board-records.ts";
import { bruneiDateTime } from "../dates/brunei-time.ts";
import { CSV_BOM, csvFileName, csvLine, type CsvCell } from "../export/csv.ts";
import { PERMIT_TYPE_INFO, type PermitType } from "../permits/permit-types.ts";
import type { StatisticsRange } from "./statistics-rules.ts";
import type {
  ApplicationStatistics,
  Journey,
  JourneyStatistics,
  TurnaroundSpread,
  TurnaroundStatistics,
  WorkflowStatistics,
} from "./statistics-records.ts";
import { STATISTICS_TEXTS } from "./statistics-texts.ts";

/** The charts a CSV is downloaded from. */
export const STATISTICS_CSV_KINDS = ["by-permit-type", "series", "turnaround", "distribution", "transitions", "journey"] as const;
export type StatisticsCsvKind = (typeof STATISTICS_CSV_KINDS)[number];

/** A step as a table names it. */
export interface CsvStep {
  readonly key: string;
  readonly name: string;
}

const C = STATISTICS_TEXTS.columns;

const csvOf = (rows: ReadonlyArray<ReadonlyArray<CsvCell>>): string => CSV_BOM + rows.map(csvLine).join("");

const permitTypeName = (permitType: PermitType): string => PERMIT_TYPE_INFO[permitType].name;

const namer = (steps: ReadonlyArray<CsvStep>) => {
  const names = new Map(steps.map((step) => [step.key, step.name]));
  return (key: string): string => names.get(key) ?? key;
};

const actorName = (actor: Actor | null): string => actor?.name ?? "";

/** The file's name: `statistics-<kind>-<start>-to-<end>.csv`. */
export const statisticsCsvFileName = (kind: StatisticsCsvKind, range: StatisticsRange): string =>
  csvFileName(`statistics-${kind}-${range.startDate}-to`, range.endDate);

/** The applications submitted in the range per permit type and outcome, then all of them. */
export const byPermitTypeCsv = (statistics: ApplicationStatistics): string =>
  csvOf([
    [C.permitType, C.submitted, C.inProgress, C.approved, C.archived],
    ...statistics.byPermitType.map((row) => [permitTypeName(row.permitType), row.submitted, row.inProgress, row.approved, row.archived]),
    ["All permit types", statistics.total.submitted, statistics.total.inProgress, statistics.total.approved, statistics.total.archived],
  ]);

/** The cards in each step at the end of each bucket: one row per bucket, one column per step in position order. */
export const seriesCsv = (statistics: WorkflowStatistics): string => {
  const steps = [...statistics.steps].sort((a, b) => a.position - b.position);
  return csvOf([
    [C.bucketStart, C.bucketEnd, ...steps.map((step) => step.name)],
    ...statistics.series.map((bucket) => {
      const counts = new Map(bucket.counts.map((entry) => [entry.step, entry.count]));
      return [bucket.start, bucket.end, ...steps.map((step) => counts.get(step.key) ?? 0)];
    }),
  ]);
};

const spreadCells = (spread: TurnaroundSpread): CsvCell[] => [spread.count, spread.median, spread.p90, spread.max];

/** The turnaround in working days: end to end, per permit type, then per step with its target and how many went over it. */
export const turnaroundCsv = (statistics: TurnaroundStatistics): string =>
  csvOf([
    [C.step, C.target, C.count, C.median, C.p90, C.max, C.overTarget],
    [STATISTICS_TEXTS.endToEnd, null, ...spreadCells(statistics.endToEnd), null],
    ...statistics.byPermitType.map((row) => [`${STATISTICS_TEXTS.endToEnd}: ${permitTypeName(row.permitType)}`, null, ...spreadCells(row), null]),
    ...statistics.steps.map((step) => [step.name, step.targetWorkingDays, ...spreadCells(step), step.overTarget]),
  ]);

/** The end-to-end turnaround in bins of working days (`to` empty: no upper end). */
export const distributionCsv = (statistics: TurnaroundStatistics): string =>
  csvOf([[C.from, C.to, C.applications], ...statistics.distribution.map((bin) => [bin.from, bin.to, bin.count])]);

/** The moves between steps in the range, the most frequent first; `steps` name the keys. */
export const transitionsCsv = (statistics: JourneyStatistics, steps: ReadonlyArray<CsvStep> = []): string => {
  const name = namer(steps);
  return csvOf([
    [C.fromStep, C.toStep, C.moves, C.backward],
    ...statistics.transitions.map((move) => [
      move.from === null ? STATISTICS_TEXTS.placedOnBoard : name(move.from),
      move.to === "archived" ? STATISTICS_TEXTS.archivedStep : name(move.to),
      move.count,
      move.backward ? "yes" : "no",
    ]),
  ]);
};

/** One application's visits to the steps, in order, in working days against each step's target. */
export const journeyCsv = (journey: Journey): string =>
  csvOf([
    [C.step, C.enteredAt, C.leftAt, C.enteredBy, C.leftBy, C.workingDays, C.target, C.overTarget],
    ...journey.visits.map((visit) => [
      visit.stepName,
      bruneiDateTime(visit.enteredAt),
      visit.leftAt === null ? null : bruneiDateTime(visit.leftAt),
      actorName(visit.enteredBy),
      actorName(visit.leftBy),
      visit.workingDays,
      visit.targetWorkingDays,
      visit.overTarget ? "yes" : "no",
    ]),
  ]);
