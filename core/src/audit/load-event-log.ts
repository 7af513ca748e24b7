// loadEventLog: an administrator reads a page of the server's event log in id order (`ictm events tail`): the
// events after `after` (0: from the first), or the newest before `before`, or the newest of all (`newest: true`;
// one of the three at most), at most `limit` (200), of one `stream` and some `types` when given. The page's `last`
// is where to read on from (`after=last`), so polling with it follows the log.
// The server decides who may (403 Refused for anyone but an administrator). Appends `v1.QueryStarted`, then
// `v1.EventLogRead` with the filter, the count and the last id.
import { Effect } from "effect";
import { ApiClient, type CallOptions } from "../api/api-client.ts";
import { EventLog } from "../events/event-log.ts";
import { decodeInput, reportFailure } from "../program/report-failure.ts";
import { EVENT_LOG_LIMITS, LoadEventLogInput } from "./audit-inputs.ts";
import { AUDIT_QUERIES, type EventLogFilter } from "./events.ts";

const decode = decodeInput(LoadEventLogInput);

export const loadEventLog = Effect.fn(AUDIT_QUERIES.eventLog)(function* (input: LoadEventLogInput = {}, options?: CallOptions) {
  const decoded = yield* decode(input);
  const filter: EventLogFilter = {
    ...startOf(decoded),
    limit: decoded.limit ?? EVENT_LOG_LIMITS.defaultLimit,
    stream: decoded.stream ?? null,
    types: decoded.types ?? [],
  };
  const api = yield* ApiClient;
  const log = yield* EventLog;
  yield* log.append({ type: "v1.QueryStarted", payload: { query: AUDIT_QUERIES.eventLog } });
  const query = {
    ...startOf(decoded),
    limit: filter.limit,
    ...(filter.stream === null ? {} : { stream: filter.stream }),
    ...(filter.types.length === 0 ? {} : { type: [...filter.types] }),
  };
  const body = yield* api.backoffice((client) => client.GET("/audit/events", { params: { query } }), options);
  yield* log.append({ type: "v1.EventLogRead", payload: { filter, count: body.data.items.length, last: body.data.last } });
  return body.data;
}, reportFailure(AUDIT_QUERIES.eventLog));

/** The one start the read sends (the decoded input has at most one): `after: 0` when none is given. */
const startOf = (input: LoadEventLogInput): { after: number } | { before: number } | { newest: true } =>
  input.before !== undefined ? { before: input.before } : input.newest === true ? { newest: true } : { after: input.after ?? 0 };
