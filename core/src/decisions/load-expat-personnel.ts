// loadExpatPersonnel: an application's expatriates in its order, each with its latest approval decision
// (`isApproved` false until approved); appends `v1.QueryStarted`, then `v1.ExpatPersonnelLoaded`.
import { Effect } from "effect";
import type { CallOptions } from "../api/api-client.ts";
import { EventLog } from "../events/event-log.ts";
import type { PermitType } from "../permits/permit-types.ts";
import { reportFailure } from "../program/report-failure.ts";
import { queryApplication } from "../board/application-query.ts";
import { DECISION_QUERIES } from "./client-events.ts";

export const loadExpatPersonnel = Effect.fn(DECISION_QUERIES.expatPersonnel)(function* (
  permitType: PermitType,
  applicationId: string,
  options?: CallOptions,
) {
  const { id, body } = yield* queryApplication(DECISION_QUERIES.expatPersonnel, permitType, applicationId, options, (client, path) =>
    client.GET("/expat-permits/{type}/applications/{id}/expat-personnel", { params: { path } }),
  );
  const log = yield* EventLog;
  yield* log.append({ type: "v1.ExpatPersonnelLoaded", payload: { applicationId: id, persons: body.data } });
  return body.data;
}, reportFailure(DECISION_QUERIES.expatPersonnel));
