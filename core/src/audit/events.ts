// The audit area's client events: staff checked the server's event log (its tamper-evident hash chain).
// Definitions only.
import { Schema } from "effect";
import { defineEvent } from "../events/define-event.ts";

/** The answer of `GET /audit/event-chain`: streams and events checked, and each place the chain breaks. */
export const EventChainReportSchema = Schema.Struct({
  streams: Schema.Number,
  events: Schema.Number,
  broken: Schema.Array(Schema.Struct({ stream: Schema.String, version: Schema.Number, reason: Schema.String })),
});
export type EventChainReport = typeof EventChainReportSchema.Type;

export const auditEvents = [defineEvent("v1.EventChainVerified", EventChainReportSchema)] as const;
