// The inputs of the statistics' queries and commands, checked before the call: a date range (both ends optional:
// the server fills in the 30 days ending today), a workflow and an application (ids: a malformed one reads as "not
// found", as the server would answer), a step's target (half days from 0.5 to 250, or null), a public holiday (a
// calendar day, a name of 1 to 120 characters, provisional or not) and the year of the holidays' list. Pure.
import { Schema } from "effect";
import { StepKey } from "../board/board-inputs.ts";
import { MESSAGES } from "../errors/catalogue.ts";
import { booleanField, dateField, nameField, nullable, numberField } from "../forms/fields.ts";
import { RecordKey } from "../program/record-key.ts";
import { HOLIDAY_NAME_MAX, isValidStepTarget, rangeLength, STATISTICS_RANGE_MAX_DAYS } from "./statistics-rules.ts";

export const STATISTICS_INPUT_MESSAGES = {
  date: "Please enter a date as YYYY-MM-DD.",
  dateRange: MESSAGES.invalidDateRange,
  stepTarget: MESSAGES.invalidStepTarget,
  holidayName: `Please enter the holiday's name, up to ${HOLIDAY_NAME_MAX} characters.`,
  provisional: "Please say whether the holiday is provisional.",
  year: "Please choose a year from 2000 to 2100.",
} as const;

const DateField = dateField(STATISTICS_INPUT_MESSAGES.date);

/** The range's ends, each optional; when both are given the start is on or before the end, at most three years apart. */
const rangeFields = {
  startDate: Schema.optional(DateField),
  endDate: Schema.optional(DateField),
};

/** A range whose two ends are given must be in order and at most three years long (core's resolveStatisticsRange). */
export const isOrderedRange = (input: { readonly startDate?: string | undefined; readonly endDate?: string | undefined }): boolean => {
  if (input.startDate === undefined || input.endDate === undefined) return true;
  const length = rangeLength({ startDate: input.startDate, endDate: input.endDate });
  return length >= 1 && length <= STATISTICS_RANGE_MAX_DAYS;
};

const orderedRange = Schema.makeFilter<{ readonly startDate?: string; readonly endDate?: string }>(
  (input) => (isOrderedRange(input) ? undefined : STATISTICS_INPUT_MESSAGES.dateRange),
  { message: STATISTICS_INPUT_MESSAGES.dateRange },
);

/** The applications' and the turnaround's statistics: a range and a workflow (the default one when left out). */
export const LoadStatisticsInput = Schema.Struct({ ...rangeFields, workflowId: Schema.optional(RecordKey) }).check(orderedRange);
export type LoadStatisticsInput = typeof LoadStatisticsInput.Type;

/** A workflow's steps over a range: the workflow is in the call's path, so it is needed. */
export const LoadWorkflowStatisticsInput = Schema.Struct({ ...rangeFields, workflowId: RecordKey }).check(orderedRange);
export type LoadWorkflowStatisticsInput = typeof LoadWorkflowStatisticsInput.Type;

/** The moves in a range, and one application's whole journey when `applicationId` is given. */
export const LoadJourneyStatisticsInput = Schema.Struct({
  ...rangeFields,
  workflowId: Schema.optional(RecordKey),
  applicationId: Schema.optional(RecordKey),
}).check(orderedRange);
export type LoadJourneyStatisticsInput = typeof LoadJourneyStatisticsInput.Type;

/** A step's target in working days (half days from 0.5 to 250), or null for none. */
export const StepTargetField = nullable(
  Schema.Finite.annotate({ message: STATISTICS_INPUT_MESSAGES.stepTarget }).check(
    Schema.makeFilter<number>((value) => (isValidStepTarget(value) ? undefined : STATISTICS_INPUT_MESSAGES.stepTarget), {
      message: STATISTICS_INPUT_MESSAGES.stepTarget,
    }),
  ),
  STATISTICS_INPUT_MESSAGES.stepTarget,
);

export const SetStepTargetInput = Schema.Struct({ workflowId: RecordKey, step: StepKey, targetWorkingDays: StepTargetField });
export type SetStepTargetInput = typeof SetStepTargetInput.Type;

/** The holidays of one year (2000 to 2100), or all of them. */
export const LoadPublicHolidaysInput = Schema.Struct({ year: Schema.optional(numberField(STATISTICS_INPUT_MESSAGES.year, 2000, 2100, true)) });
export type LoadPublicHolidaysInput = typeof LoadPublicHolidaysInput.Type;

/** A public holiday added or changed: its day, its name (kept trimmed), provisional until gazetted. */
export const SetPublicHolidayInput = Schema.Struct({
  date: DateField,
  name: nameField(STATISTICS_INPUT_MESSAGES.holidayName, HOLIDAY_NAME_MAX),
  provisional: booleanField(STATISTICS_INPUT_MESSAGES.provisional),
});
export type SetPublicHolidayInput = typeof SetPublicHolidayInput.Type;

export const RemovePublicHolidayInput = Schema.Struct({ date: DateField });
export type RemovePublicHolidayInput = typeof RemovePublicHolidayInput.Type;

/** The application whose events the journey replay reads. */
export const LoadApplicationEventsInput = Schema.Struct({ applicationId: RecordKey });
export type LoadApplicationEventsInput = typeof LoadApplicationEventsInput.Type;
