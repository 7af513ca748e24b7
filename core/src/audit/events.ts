// The audit area's client events: staff checked the server's event log (its tamper-evident hash chain), and an
// administrator read a page of it (`ictm events tail`). Definitions only.
import { Schema } from "effect";
import { defineEvent } from "../events/define-event.ts";

/** The name each audit query reports under. */
export const AUDIT_QUERIES = { eventLog: "queries.loadEventLog" } as const;

/** The answer of `GET /audit/event-chain`: streams and events checked, and each place the chain breaks. */
export const EventChainReportSchema = Schema.Struct({
  streams: Schema.Number,
  events: Schema.Number,
  broken: Schema.Array(Schema.Struct({ stream: Schema.String, version: Schema.Number, reason: Schema.String })),
});
export type EventChainReport = typeof EventChainReportSchema.Type;

/**
 * Which part of the server's log a read asked for: where it started (after an id, before an id, or the newest: one
 * of the three keys), how many at most, one stream, some types. Reads recorded before `before` and `newest` existed
 * all carry `after`, so they still decode.
 */
export const EventLogFilter = Schema.Struct({
  after: Schema.optionalKey(Schema.Number),
  before: Schema.optionalKey(Schema.Number),
  newest: Schema.optionalKey(Schema.Literal(true)),
  limit: Schema.Number,
  stream: Schema.NullOr(Schema.String),
  types: Schema.Array(Schema.String),
});
export type EventLogFilter = typeof EventLogFilter.Type;

export const auditEvents = [
  defineEvent("v1.EventChainVerified", EventChainReportSchema),
  /**
   * A page of the server's event log was read: the filter, how many events it held and the last id read (ask on
   * after it). The events themselves are not kept: a `--follow` tail would fill the client log with them.
   */
  defineEvent("v1.EventLogRead", Schema.Struct({ filter: EventLogFilter, count: Schema.Number, last: Schema.Number })),
] as const;
