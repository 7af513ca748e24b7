// loadExpatPermits: the signed-in Business's expat permit applications, the most recently changed first (archived
// ones only when asked); appends `v1.QueryStarted`, then `v1.ExpatPermitsLoaded`.
import { Effect, Schema } from "effect";
import { ApiClient, type CallOptions } from "../api/api-client.ts";
import { EventLog } from "../events/event-log.ts";
import { decodeInput, reportFailure } from "../program/report-failure.ts";
import { PERMIT_QUERIES } from "./client-events.ts";

export const LoadExpatPermitsInput = Schema.Struct({
  includeArchived: Schema.optionalKey(Schema.Boolean),
});
export type LoadExpatPermitsInput = typeof LoadExpatPermitsInput.Type;

const decode = decodeInput(LoadExpatPermitsInput);

export const loadExpatPermits = Effect.fn(PERMIT_QUERIES.expatPermits)(function* (
  input: LoadExpatPermitsInput = {},
  options?: CallOptions,
) {
  const includeArchived = (yield* decode(input)).includeArchived ?? false;
  const api = yield* ApiClient;
  const log = yield* EventLog;
  yield* log.append({ type: "v1.QueryStarted", payload: { query: PERMIT_QUERIES.expatPermits } });
  const body = yield* api.portal(
    (client) => client.GET("/expat-permits/applications", { params: { query: { includeArchived } } }),
    options,
  );
  yield* log.append({ type: "v1.ExpatPermitsLoaded", payload: { includeArchived, applications: body.data } });
  return body.data;
}, reportFailure(PERMIT_QUERIES.expatPermits));
