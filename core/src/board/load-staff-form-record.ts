// loadStaffFormRecord: an application's form, files and audit trail, read-only, for the side panel's application
// tab; appends `v1.QueryStarted`, then `v1.StaffPermitFormRecordLoaded`.
import { Effect } from "effect";
import type { CallOptions } from "../api/api-client.ts";
import { EventLog } from "../events/event-log.ts";
import { reportFailure } from "../program/report-failure.ts";
import { queryApplication } from "./application-query.ts";
import type { PermitType } from "../permits/permit-types.ts";
import { BOARD_QUERIES } from "./client-events.ts";

export const loadStaffFormRecord = Effect.fn(BOARD_QUERIES.staffFormRecord)(function* (
  permitType: PermitType,
  applicationId: string,
  options?: CallOptions,
) {
  const { id, body } = yield* queryApplication(BOARD_QUERIES.staffFormRecord, permitType, applicationId, options, (client, path) =>
    client.GET("/expat-permits/{type}/applications/{id}/forms/records", { params: { path } }),
  );
  const log = yield* EventLog;
  yield* log.append({ type: "v1.StaffPermitFormRecordLoaded", payload: { applicationId: id, record: body.data } });
  return body.data;
}, reportFailure(BOARD_QUERIES.staffFormRecord));
