// loadCommonData: the reference lists every form uses (countries too), once per core: a later call answers from
// the log's `v1.CommonDataLoaded` without asking again, unless `refresh`. Public: no token needed.
import { Effect } from "effect";
import { ApiClient, type CallOptions } from "../api/api-client.ts";
import { reportFailure } from "../program/report-failure.ts";
import type { CommonData } from "../model.ts";
import { QUERIES, type ClientEvent } from "../events/client-event.ts";
import { EventLog } from "../events/event-log.ts";

export interface LoadCommonDataOptions extends CallOptions {
  /** Ask the server even when the lists were loaded before. */
  readonly refresh?: boolean;
}

export const loadCommonData = Effect.fn(QUERIES.commonData)(function* (options?: LoadCommonDataOptions) {
  const log = yield* EventLog;
  const cached = options?.refresh === true ? undefined : lastCommonData(log.snapshot());
  if (cached !== undefined) return cached;
  const api = yield* ApiClient;
  yield* log.append({ type: "v1.QueryStarted", payload: { query: QUERIES.commonData } });
  const body = yield* api.portal((client) => client.GET("/portal/common-data"), options);
  yield* log.append({ type: "v1.CommonDataLoaded", payload: { commonData: body.data } });
  return body.data;
}, reportFailure(QUERIES.commonData));

const lastCommonData = (events: ReadonlyArray<ClientEvent>): CommonData | undefined =>
  events.findLast((event) => event.type === "v1.CommonDataLoaded")?.payload.commonData;
