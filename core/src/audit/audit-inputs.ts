// The input of the event log's read (`GET /audit/events`): every field may be left out (from the first event, 200 at
// most, every stream and type). Checked before the call with the contract's limits, and the rule that a read starts
// in one place only (after an id, before an id, or at the newest), which the server applies too. Pure.
import { Schema } from "effect";
import { booleanField, isMaxChars, listField, numberField, textField } from "../forms/fields.ts";

/** The contract's limits of a read. */
export const EVENT_LOG_LIMITS = { defaultLimit: 200, maxLimit: 1000, maxStream: 200, maxTypes: 50, maxType: 100 } as const;

export const EVENT_LOG_INPUT_MESSAGES = {
  after: "Please send an event id from 0.",
  before: "Please send an event id from 1.",
  newest: "Please send newest as true or false.",
  oneStart: "Please send only one of after, before and newest=true.",
  limit: `Please ask for 1 to ${EVENT_LOG_LIMITS.maxLimit} events.`,
  stream: `Please name a stream in up to ${EVENT_LOG_LIMITS.maxStream} characters.`,
  types: `Please name up to ${EVENT_LOG_LIMITS.maxTypes} event types of up to ${EVENT_LOG_LIMITS.maxType} characters.`,
} as const;

/** Where a read may start; at most one may be given (`newest: false` is as if not given). */
export interface EventLogStart {
  readonly after?: number | undefined;
  readonly before?: number | undefined;
  readonly newest?: boolean | undefined;
}

/** The start parameters a read gives, in the contract's order: more than one is refused. */
export const eventLogStartsGiven = (input: EventLogStart): Array<keyof EventLogStart> => [
  ...(input.after === undefined ? [] : (["after"] as const)),
  ...(input.before === undefined ? [] : (["before"] as const)),
  ...(input.newest === true ? (["newest"] as const) : []),
];

const oneStart = Schema.makeFilter<EventLogStart>((input) => (eventLogStartsGiven(input).length > 1 ? EVENT_LOG_INPUT_MESSAGES.oneStart : undefined), {
  message: EVENT_LOG_INPUT_MESSAGES.oneStart,
});

const nonEmpty = (max: number, message: string) => textField(message, (a) => [Schema.isMinLength(1, a), isMaxChars(max, a)]);

export const LoadEventLogInput = Schema.Struct({
  after: Schema.optionalKey(numberField(EVENT_LOG_INPUT_MESSAGES.after, 0, Number.MAX_SAFE_INTEGER, true)),
  before: Schema.optionalKey(numberField(EVENT_LOG_INPUT_MESSAGES.before, 1, Number.MAX_SAFE_INTEGER, true)),
  newest: Schema.optionalKey(booleanField(EVENT_LOG_INPUT_MESSAGES.newest)),
  limit: Schema.optionalKey(numberField(EVENT_LOG_INPUT_MESSAGES.limit, 1, EVENT_LOG_LIMITS.maxLimit, true)),
  stream: Schema.optionalKey(nonEmpty(EVENT_LOG_LIMITS.maxStream, EVENT_LOG_INPUT_MESSAGES.stream)),
  types: Schema.optionalKey(
    listField(nonEmpty(EVENT_LOG_LIMITS.maxType, EVENT_LOG_INPUT_MESSAGES.types), EVENT_LOG_LIMITS.maxTypes, EVENT_LOG_INPUT_MESSAGES.types),
  ),
}).check(oneStart);
export type LoadEventLogInput = typeof LoadEventLogInput.Type;
