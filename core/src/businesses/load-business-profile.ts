// loadBusinessProfile: reads the signed-in Business's own profile; appends `v1.QueryStarted`, then
// `v1.BusinessProfileLoaded` (which also tells a cookie-only session which business it is).
import { Effect } from "effect";
import { ApiClient, type CallOptions } from "../api/api-client.ts";
import { reportFailure } from "../program/report-failure.ts";
import { QUERIES } from "../events/client-event.ts";
import { EventLog } from "../events/event-log.ts";

export const loadBusinessProfile = Effect.fn(QUERIES.businessProfile)(function* (options?: CallOptions) {
  const api = yield* ApiClient;
  const log = yield* EventLog;
  yield* log.append({ type: "v1.QueryStarted", payload: { query: QUERIES.businessProfile } });
  const body = yield* api.portal((client) => client.GET("/businesses/profiles"), options);
  yield* log.append({ type: "v1.BusinessProfileLoaded", payload: { profile: body.data } });
  return body.data;
}, reportFailure(QUERIES.businessProfile));
