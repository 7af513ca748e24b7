// loadFinalNotifications: the mails with the final letters sent for an application (to whom, what, when), oldest
// first; appends `v1.QueryStarted`, then `v1.FinalNotificationsLoaded`.
import { Effect } from "effect";
import type { CallOptions } from "../api/api-client.ts";
import { EventLog } from "../events/event-log.ts";
import type { PermitType } from "../permits/permit-types.ts";
import { reportFailure } from "../program/report-failure.ts";
import { queryApplication } from "../board/application-query.ts";
import { DECISION_QUERIES } from "./client-events.ts";

export const loadFinalNotifications = Effect.fn(DECISION_QUERIES.finalNotifications)(function* (
  permitType: PermitType,
  applicationId: string,
  options?: CallOptions,
) {
  const { id, body } = yield* queryApplication(DECISION_QUERIES.finalNotifications, permitType, applicationId, options, (client, path) =>
    client.GET("/expat-permits/{type}/applications/{id}/email-notifications", { params: { path } }),
  );
  const log = yield* EventLog;
  yield* log.append({ type: "v1.FinalNotificationsLoaded", payload: { applicationId: id, notifications: body.data } });
  return body.data;
}, reportFailure(DECISION_QUERIES.finalNotifications));
