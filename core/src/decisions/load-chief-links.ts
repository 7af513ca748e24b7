// loadChiefLinks: the chief-evaluator links made for an application, oldest first, each with its state (open,
// used, revoked, expired; never a token); appends `v1.QueryStarted`, then `v1.ChiefLinksLoaded`.
import { Effect } from "effect";
import { ApiClient, type CallOptions } from "../api/api-client.ts";
import { EventLog } from "../events/event-log.ts";
import { reportFailure } from "../program/report-failure.ts";
import { DECISION_QUERIES } from "./client-events.ts";
import { decodeRecordKey } from "../board/board-inputs.ts";

export const loadChiefLinks = Effect.fn(DECISION_QUERIES.chiefLinks)(function* (applicationId: string, options?: CallOptions) {
  const id = yield* decodeRecordKey(applicationId);
  const api = yield* ApiClient;
  const log = yield* EventLog;
  yield* log.append({ type: "v1.QueryStarted", payload: { query: DECISION_QUERIES.chiefLinks } });
  const body = yield* api.backoffice(
    (client) => client.GET("/expat-permits/applications/{id}/chief-evaluation-links", { params: { path: { id } } }),
    options,
  );
  yield* log.append({ type: "v1.ChiefLinksLoaded", payload: { applicationId: id, links: body.data } });
  return body.data;
}, reportFailure(DECISION_QUERIES.chiefLinks));
