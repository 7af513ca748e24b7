// loadImmigrationEmailConfig: the immigration department's configured address(es) (the server's
// IMMIGRATION_EMAILS), shown before notifying it; appends `v1.QueryStarted`, then `v1.ImmigrationEmailConfigLoaded`.
import { Effect } from "effect";
import { ApiClient, type CallOptions } from "../api/api-client.ts";
import { EventLog } from "../events/event-log.ts";
import { reportFailure } from "../program/report-failure.ts";
import { DECISION_QUERIES } from "./client-events.ts";

export const loadImmigrationEmailConfig = Effect.fn(DECISION_QUERIES.immigrationEmailConfig)(function* (options?: CallOptions) {
  const api = yield* ApiClient;
  const log = yield* EventLog;
  yield* log.append({ type: "v1.QueryStarted", payload: { query: DECISION_QUERIES.immigrationEmailConfig } });
  const body = yield* api.backoffice((client) => client.GET("/expat-permits/final-approval/notify-immigration-department/email-config"), options);
  yield* log.append({ type: "v1.ImmigrationEmailConfigLoaded", payload: { recipients: body.data.recipients } });
  return body.data;
}, reportFailure(DECISION_QUERIES.immigrationEmailConfig));
