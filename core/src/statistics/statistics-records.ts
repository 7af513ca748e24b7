// The contract's statistics shapes under the names the core and its users speak of (backoffice.yaml, tag
// `statistics`): the four statistics answers, a step's target, a public holiday and an application's events for the
// journey replay. Types only: nothing here may run code or import anything but the contract.
import type { components } from "@ictm/openapi/backoffice.ts";

type Schemas = components["schemas"];

/** Applications submitted in a range, in all and per permit type, by where they stand now. */
export type ApplicationStatistics = Schemas["ApplicationStatistics"];
export type OutcomeCounts = Schemas["OutcomeCounts"];
/** A workflow's steps now (cards, overdue, entered, left) and the cards in each step over the range. */
export type WorkflowStatistics = Schemas["WorkflowStatistics"];
export type StepStock = Schemas["StepStock"];
export type StatisticsSeriesBucket = Schemas["StatisticsSeriesBucket"];
/** Working days end to end, per permit type and per step, and the end-to-end distribution. */
export type TurnaroundStatistics = Schemas["TurnaroundStatistics"];
export type TurnaroundSpread = Schemas["TurnaroundSpread"];
/** The moves between steps, the applications moved last, and one application's journey. */
export type JourneyStatistics = Schemas["JourneyStatistics"];
export type JourneyTransition = Schemas["JourneyTransition"];
export type JourneyApplication = Schemas["JourneyApplication"];
export type Journey = Schemas["Journey"];
export type JourneyVisit = Schemas["JourneyVisit"];
/** A workflow step with its target (SLA) in working days, as `setStepTarget` answers it. */
export type StepTarget = Schemas["StepTarget"];
/** A public holiday the working days leave out. */
export type PublicHolidayRecord = Schemas["PublicHoliday"];
/** One fact of an application's stream, as the journey replay reads it. */
export type ApplicationEvent = Schemas["ApplicationEvent"];
