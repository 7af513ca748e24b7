// loadPersonApprovals: every approval or refusal of an application's expatriates, oldest first (replaced ones
// included: the approval record); appends `v1.QueryStarted`, then `v1.PersonApprovalsLoaded`.
import { Effect } from "effect";
import type { CallOptions } from "../api/api-client.ts";
import { EventLog } from "../events/event-log.ts";
import type { PermitType } from "../permits/permit-types.ts";
import { reportFailure } from "../program/report-failure.ts";
import { queryApplication } from "../board/application-query.ts";
import { DECISION_QUERIES } from "./client-events.ts";

export const loadPersonApprovals = Effect.fn(DECISION_QUERIES.personApprovals)(function* (
  permitType: PermitType,
  applicationId: string,
  options?: CallOptions,
) {
  const { id, body } = yield* queryApplication(DECISION_QUERIES.personApprovals, permitType, applicationId, options, (client, path) =>
    client.GET("/expat-permits/{type}/applications/{id}/expat-personnel/approval", { params: { path } }),
  );
  const log = yield* EventLog;
  yield* log.append({ type: "v1.PersonApprovalsLoaded", payload: { applicationId: id, approvals: body.data } });
  return body.data;
}, reportFailure(DECISION_QUERIES.personApprovals));
