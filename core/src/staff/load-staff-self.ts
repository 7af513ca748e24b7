// loadStaffSelf: asks the server who the staff token belongs to (GET /me), to check a restored session and learn
// the roles as they are now; appends `v1.StaffSelfLoaded`. A 401 ends the staff session (`v1.StaffSessionExpired`).
import { Effect } from "effect";
import { ApiClient, type CallOptions } from "../api/api-client.ts";
import { EventLog } from "../events/event-log.ts";
import { reportFailure } from "../program/report-failure.ts";

export const loadStaffSelf = Effect.fn("queries.loadStaffSelf")(function* (options?: CallOptions) {
  const api = yield* ApiClient;
  const log = yield* EventLog;
  const body = yield* api.backoffice((client) => client.GET("/me"), options);
  yield* log.append({ type: "v1.StaffSelfLoaded", payload: { staff: body.data } });
  return body.data;
}, reportFailure("queries.loadStaffSelf"));
