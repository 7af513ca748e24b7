// loadExpatPersonnel: an application's expatriates in its order, each with its latest approval decision
// (`isApproved` false until approved); appends `v1.QueryStarted`, then `v1.ExpatPersonnelLoaded`.
import { Effect } from "effect";
import { ApiClient, type CallOptions } from "../api/api-client.ts";
import { EventLog } from "../events/event-log.ts";
import { decodeApplicationId, decodePermitType } from "../permits/permit-inputs.ts";
import type { PermitType } from "../permits/permit-types.ts";
import { reportFailure } from "../program/report-failure.ts";
import { DECISION_QUERIES } from "./client-events.ts";

export const loadExpatPersonnel = Effect.fn(DECISION_QUERIES.expatPersonnel)(function* (
  permitType: PermitType,
  applicationId: string,
  options?: CallOptions,
) {
  const type = yield* decodePermitType(permitType);
  const id = yield* decodeApplicationId(applicationId);
  const api = yield* ApiClient;
  const log = yield* EventLog;
  yield* log.append({ type: "v1.QueryStarted", payload: { query: DECISION_QUERIES.expatPersonnel } });
  const body = yield* api.backoffice(
    (client) => client.GET("/expat-permits/{type}/applications/{id}/expat-personnel", { params: { path: { type, id } } }),
    options,
  );
  yield* log.append({ type: "v1.ExpatPersonnelLoaded", payload: { applicationId: id, persons: body.data } });
  return body.data;
}, reportFailure(DECISION_QUERIES.expatPersonnel));
