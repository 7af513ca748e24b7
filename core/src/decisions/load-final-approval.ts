// loadFinalApproval: an application's final approval (remarks, date, approver, the people's tally) and what the
// caller may do with it (canDecide, canReset, canNotify); appends `v1.QueryStarted`, then `v1.FinalApprovalLoaded`.
import { Effect } from "effect";
import { ApiClient, type CallOptions } from "../api/api-client.ts";
import { EventLog } from "../events/event-log.ts";
import { reportFailure } from "../program/report-failure.ts";
import { DECISION_QUERIES } from "./client-events.ts";
import { decodeRecordKey } from "../board/board-inputs.ts";

export const loadFinalApproval = Effect.fn(DECISION_QUERIES.finalApproval)(function* (applicationId: string, options?: CallOptions) {
  const id = yield* decodeRecordKey(applicationId);
  const api = yield* ApiClient;
  const log = yield* EventLog;
  yield* log.append({ type: "v1.QueryStarted", payload: { query: DECISION_QUERIES.finalApproval } });
  const body = yield* api.backoffice(
    (client) => client.GET("/expat-permits/applications/{id}/final-approval", { params: { path: { id } } }),
    options,
  );
  yield* log.append({ type: "v1.FinalApprovalLoaded", payload: { applicationId: id, finalApproval: body.data } });
  return body.data;
}, reportFailure(DECISION_QUERIES.finalApproval));
