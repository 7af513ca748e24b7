// loadChiefFormRecord: the application's form, files and audit trail, read-only, as a chief evaluator reads it
// through the link's token (no staff session); appends `v1.QueryStarted`, then `v1.ChiefFormRecordLoaded`. A link
// that does not open the form appends `v1.ChiefLinkFoundClosed` and fails ChiefLinkClosed without a toast.
import { Effect, Schema } from "effect";
import { ApiClient, type CallOptions } from "../api/api-client.ts";
import { EventLog } from "../events/event-log.ts";
import { PermitTypeInput } from "../permits/permit-inputs.ts";
import { decodeInput, reportFailure } from "../program/report-failure.ts";
import { DECISION_QUERIES } from "./client-events.ts";
import { whenLinkClosed } from "./decision-calls.ts";
import { checkChiefToken, ChiefTokenInput } from "./decision-inputs.ts";

export const ChiefFormRecordInput = Schema.Struct({ permitType: PermitTypeInput, ...ChiefTokenInput.fields });
export type ChiefFormRecordInput = typeof ChiefFormRecordInput.Type;

const decode = decodeInput(ChiefFormRecordInput);

export const loadChiefFormRecord = Effect.fn(DECISION_QUERIES.chiefFormRecord)(function* (input: ChiefFormRecordInput, options?: CallOptions) {
  const { permitType: type, ...link } = yield* decode(input);
  const log = yield* EventLog;
  yield* log.append({ type: "v1.QueryStarted", payload: { query: DECISION_QUERIES.chiefFormRecord } });
  return yield* Effect.gen(function* () {
    const { applicationId: id, token } = yield* checkChiefToken(link);
    const api = yield* ApiClient;
    const body = yield* api.backoffice(
      (client) =>
        client.GET("/expat-permits/{type}/applications/{id}/forms/records/digital-evaluations", { params: { path: { type, id }, query: { token } } }),
      options,
    );
    yield* log.append({ type: "v1.ChiefFormRecordLoaded", payload: { applicationId: id, record: body.data } });
    return body.data;
  }).pipe(whenLinkClosed(link.applicationId));
}, reportFailure(DECISION_QUERIES.chiefFormRecord));
