// loadPermitFormRecord: one of the Business's applications with its form, files and audit trail (what the editor
// and the read-only view show); appends `v1.QueryStarted`, then `v1.PermitFormRecordLoaded`.
import { Effect } from "effect";
import type { CallOptions } from "../api/api-client.ts";
import { EventLog } from "../events/event-log.ts";
import { reportFailure } from "../program/report-failure.ts";
import { PERMIT_QUERIES } from "./client-events.ts";
import { readFormRecord } from "./permit-calls.ts";
import { decodeApplicationId, decodePermitType } from "./permit-inputs.ts";
import type { PermitType } from "./permit-types.ts";

export const loadPermitFormRecord = Effect.fn(PERMIT_QUERIES.permitFormRecord)(function* (
  permitType: PermitType,
  applicationId: string,
  options?: CallOptions,
) {
  const type = yield* decodePermitType(permitType);
  const id = yield* decodeApplicationId(applicationId);
  const log = yield* EventLog;
  yield* log.append({ type: "v1.QueryStarted", payload: { query: PERMIT_QUERIES.permitFormRecord } });
  return yield* readFormRecord(type, id, options);
}, reportFailure(PERMIT_QUERIES.permitFormRecord));
