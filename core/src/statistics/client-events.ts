// The statistics' client events: staff read the four statistics of a range, an administrator changes a step's
// target or a public holiday, and staff read an application's events for the journey replay. Definitions only; the
// statistics stores and the board fold them. The server's stream facts are ./events.ts (v1.StepTargetSet,
// v1.PublicHolidaySet, v1.PublicHolidayRemoved), whose names these never reuse.
import { Schema } from "effect";
import { contractShape, defineEvent } from "../events/define-event.ts";
import type {
  ApplicationEvent,
  ApplicationStatistics,
  JourneyStatistics,
  PublicHolidayRecord,
  StepTarget,
  TurnaroundStatistics,
  WorkflowStatistics,
} from "./statistics-records.ts";

/** The name each statistics query reports under, so its store can follow its status. */
export const STATISTICS_QUERIES = {
  applications: "queries.loadApplicationStatistics",
  workflow: "queries.loadWorkflowStatistics",
  turnaround: "queries.loadTurnaroundStatistics",
  journey: "queries.loadJourneyStatistics",
  publicHolidays: "queries.loadPublicHolidays",
  applicationEvents: "queries.loadApplicationEvents",
} as const;

/** The statistics' parts, each read by its own query. */
export const STATISTICS_PARTS = ["applications", "workflow", "turnaround", "journey"] as const;
export type StatisticsPart = (typeof STATISTICS_PARTS)[number];

const ApplicationStatisticsShape = contractShape<ApplicationStatistics>("ApplicationStatistics", { range: true, total: true, byPermitType: true });
const WorkflowStatisticsShape = contractShape<WorkflowStatistics>("WorkflowStatistics", {
  range: true, workflowId: true, bucket: true, steps: true, series: true,
});
const TurnaroundStatisticsShape = contractShape<TurnaroundStatistics>("TurnaroundStatistics", {
  range: true, workflowId: true, unit: true, endToEnd: true, byPermitType: true, steps: true, distribution: true,
});
const JourneyStatisticsShape = contractShape<JourneyStatistics>("JourneyStatistics", {
  range: true, workflowId: true, transitions: true, recent: true, journey: true,
});
const StepTargetShape = contractShape<StepTarget>("StepTarget", { key: true, name: true, position: true, targetWorkingDays: true });
const PublicHolidayShape = contractShape<PublicHolidayRecord>("PublicHoliday", { date: true, name: true, provisional: true });
const ApplicationEventShape = contractShape<ApplicationEvent>("ApplicationEvent", { version: true, type: true, occurredAt: true, by: true, payload: true });

export const statisticsClientEvents = [
  defineEvent("v1.ApplicationStatisticsLoaded", Schema.Struct({ statistics: ApplicationStatisticsShape })),
  defineEvent("v1.WorkflowStatisticsLoaded", Schema.Struct({ statistics: WorkflowStatisticsShape })),
  defineEvent("v1.TurnaroundStatisticsLoaded", Schema.Struct({ statistics: TurnaroundStatisticsShape })),
  defineEvent("v1.JourneyStatisticsLoaded", Schema.Struct({ statistics: JourneyStatisticsShape })),
  /** An administrator set (or cleared, null) a step's target; `target` is the server's answer. */
  defineEvent("v1.StepTargetChanged", Schema.Struct({ workflowId: Schema.String, target: StepTargetShape })),
  /** The public holidays of `year` (null: all of them), by date. */
  defineEvent("v1.PublicHolidaysLoaded", Schema.Struct({ year: Schema.NullOr(Schema.Number), holidays: Schema.Array(PublicHolidayShape) })),
  /** An administrator added or changed a public holiday; `holiday` is the server's answer. */
  defineEvent("v1.PublicHolidaySaved", Schema.Struct({ holiday: PublicHolidayShape })),
  /** An administrator removed the public holiday on `date`. */
  defineEvent("v1.PublicHolidayDeleted", Schema.Struct({ date: Schema.String })),
  /** An application's events, in version order, for the journey replay. */
  defineEvent("v1.ApplicationEventsLoaded", Schema.Struct({ applicationId: Schema.String, events: Schema.Array(ApplicationEventShape) })),
] as const;
