// loadPersonApprovals: every approval or refusal of an application's expatriates, oldest first (replaced ones
// included: the approval record); appends `v1.QueryStarted`, then `v1.PersonApprovalsLoaded`.
import { Effect } from "effect";
import { ApiClient, type CallOptions } from "../api/api-client.ts";
import { EventLog } from "../events/event-log.ts";
import { decodeApplicationId, decodePermitType } from "../permits/permit-inputs.ts";
import type { PermitType } from "../permits/permit-types.ts";
import { reportFailure } from "../program/report-failure.ts";
import { DECISION_QUERIES } from "./client-events.ts";

export const loadPersonApprovals = Effect.fn(DECISION_QUERIES.personApprovals)(function* (
  permitType: PermitType,
  applicationId: string,
  options?: CallOptions,
) {
  const type = yield* decodePermitType(permitType);
  const id = yield* decodeApplicationId(applicationId);
  const api = yield* ApiClient;
  const log = yield* EventLog;
  yield* log.append({ type: "v1.QueryStarted", payload: { query: DECISION_QUERIES.personApprovals } });
  const body = yield* api.backoffice(
    (client) => client.GET("/expat-permits/{type}/applications/{id}/expat-personnel/approval", { params: { path: { type, id } } }),
    options,
  );
  yield* log.append({ type: "v1.PersonApprovalsLoaded", payload: { applicationId: id, approvals: body.data } });
  return body.data;
}, reportFailure(DECISION_QUERIES.personApprovals));
