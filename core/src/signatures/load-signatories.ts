// loadSignatories: any staff member reads the signatories, active or not, by number (the final approval form offers
// the active ones; administrators keep them); appends `v1.QueryStarted`, then `v1.SignatoriesLoaded`.
import { Effect } from "effect";
import { ApiClient, type CallOptions } from "../api/api-client.ts";
import { EventLog } from "../events/event-log.ts";
import { reportFailure } from "../program/report-failure.ts";
import { SIGNATURE_QUERIES } from "./client-events.ts";

export const loadSignatories = Effect.fn(SIGNATURE_QUERIES.signatories)(function* (options?: CallOptions) {
  const api = yield* ApiClient;
  const log = yield* EventLog;
  yield* log.append({ type: "v1.QueryStarted", payload: { query: SIGNATURE_QUERIES.signatories } });
  const body = yield* api.backoffice((client) => client.GET("/signatures/signatories"), options);
  yield* log.append({ type: "v1.SignatoriesLoaded", payload: { signatories: body.data } });
  return body.data;
}, reportFailure(SIGNATURE_QUERIES.signatories));
