// loadFinalNotifications: the mails with the final letters sent for an application (to whom, what, when), oldest
// first; appends `v1.QueryStarted`, then `v1.FinalNotificationsLoaded`.
import { Effect } from "effect";
import { ApiClient, type CallOptions } from "../api/api-client.ts";
import { EventLog } from "../events/event-log.ts";
import { decodeApplicationId, decodePermitType } from "../permits/permit-inputs.ts";
import type { PermitType } from "../permits/permit-types.ts";
import { reportFailure } from "../program/report-failure.ts";
import { DECISION_QUERIES } from "./client-events.ts";

export const loadFinalNotifications = Effect.fn(DECISION_QUERIES.finalNotifications)(function* (
  permitType: PermitType,
  applicationId: string,
  options?: CallOptions,
) {
  const type = yield* decodePermitType(permitType);
  const id = yield* decodeApplicationId(applicationId);
  const api = yield* ApiClient;
  const log = yield* EventLog;
  yield* log.append({ type: "v1.QueryStarted", payload: { query: DECISION_QUERIES.finalNotifications } });
  const body = yield* api.backoffice(
    (client) => client.GET("/expat-permits/{type}/applications/{id}/email-notifications", { params: { path: { type, id } } }),
    options,
  );
  yield* log.append({ type: "v1.FinalNotificationsLoaded", payload: { applicationId: id, notifications: body.data } });
  return body.data;
}, reportFailure(DECISION_QUERIES.finalNotifications));
