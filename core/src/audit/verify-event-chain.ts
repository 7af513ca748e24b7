// verifyEventChain: staff have the server recompute the hash chain of every event stream (`ictm audit verify`);
// appends `v1.QueryStarted`, then `v1.EventChainVerified` with the report (`broken` empty when intact).
import { Effect } from "effect";
import { ApiClient, type CallOptions } from "../api/api-client.ts";
import { reportFailure } from "../program/report-failure.ts";
import { QUERIES } from "../events/client-event.ts";
import { EventLog } from "../events/event-log.ts";

export const verifyEventChain = Effect.fn(QUERIES.eventChain)(function* (options?: CallOptions) {
  const api = yield* ApiClient;
  const log = yield* EventLog;
  yield* log.append({ type: "v1.QueryStarted", payload: { query: QUERIES.eventChain } });
  const body = yield* api.backoffice((client) => client.GET("/audit/event-chain"), options);
  yield* log.append({ type: "v1.EventChainVerified", payload: body.data });
  return body.data;
}, reportFailure(QUERIES.eventChain));
