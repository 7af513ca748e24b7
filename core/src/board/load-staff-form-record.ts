// loadStaffFormRecord: an application's form, files and audit trail, read-only, for the side panel's application
// tab; appends `v1.QueryStarted`, then `v1.StaffPermitFormRecordLoaded`.
import { Effect } from "effect";
import { ApiClient, type CallOptions } from "../api/api-client.ts";
import { EventLog } from "../events/event-log.ts";
import { reportFailure } from "../program/report-failure.ts";
import { decodeApplicationId, decodePermitType } from "../permits/permit-inputs.ts";
import type { PermitType } from "../permits/permit-types.ts";
import { BOARD_QUERIES } from "./client-events.ts";

export const loadStaffFormRecord = Effect.fn(BOARD_QUERIES.staffFormRecord)(function* (
  permitType: PermitType,
  applicationId: string,
  options?: CallOptions,
) {
  const type = yield* decodePermitType(permitType);
  const id = yield* decodeApplicationId(applicationId);
  const api = yield* ApiClient;
  const log = yield* EventLog;
  yield* log.append({ type: "v1.QueryStarted", payload: { query: BOARD_QUERIES.staffFormRecord } });
  const body = yield* api.backoffice(
    (client) => client.GET("/expat-permits/{type}/applications/{id}/forms/records", { params: { path: { type, id } } }),
    options,
  );
  yield* log.append({ type: "v1.StaffPermitFormRecordLoaded", payload: { applicationId: id, record: body.data } });
  return body.data;
}, reportFailure(BOARD_QUERIES.staffFormRecord));
