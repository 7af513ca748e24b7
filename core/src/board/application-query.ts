// The opening every staff query about one application shares, by its permit type or by its workflow: its inputs
// decoded (a bad one fails before any call), `v1.QueryStarted` under the query's name, then the back-office call
// with the decoded path. Answers the decoded ids and the answer's data; the query appends what it learnt.
import { Effect } from "effect";
import { ApiClient, type ApiResult, type BackofficeClient, type CallOptions } from "../api/api-client.ts";
import { EventLog } from "../events/event-log.ts";
import { decodeApplicationId, decodePermitType } from "../permits/permit-inputs.ts";
import type { PermitType } from "../permits/permit-types.ts";
import { decodeRecordKey } from "./board-inputs.ts";

export const queryApplication = <R extends ApiResult>(
  query: string,
  permitType: PermitType,
  applicationId: string,
  options: CallOptions | undefined,
  call: (client: BackofficeClient, path: { readonly type: PermitType; readonly id: string }) => Promise<R>,
) =>
  Effect.gen(function* () {
    const type = yield* decodePermitType(permitType);
    const id = yield* decodeApplicationId(applicationId);
    const api = yield* ApiClient;
    const log = yield* EventLog;
    yield* log.append({ type: "v1.QueryStarted", payload: { query } });
    const body = yield* api.backoffice((client) => call(client, { type, id }), options);
    return { id, body };
  });

export const queryWorkflowApplication = <R extends ApiResult>(
  query: string,
  workflowId: string,
  applicationId: string,
  options: CallOptions | undefined,
  call: (client: BackofficeClient, path: { readonly workflowId: string; readonly id: string }) => Promise<R>,
) =>
  Effect.gen(function* () {
    const workflow = yield* decodeRecordKey(workflowId);
    const id = yield* decodeRecordKey(applicationId);
    const api = yield* ApiClient;
    const log = yield* EventLog;
    yield* log.append({ type: "v1.QueryStarted", payload: { query } });
    const body = yield* api.backoffice((client) => call(client, { workflowId: workflow, id }), options);
    return { workflowId: workflow, id, body };
  });
