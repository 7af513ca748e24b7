// loadBusinessVerifications: staff read Businesses' verification requests of one status (pending by default),
// oldest first, with the staff token; appends `v1.QueryStarted`, then `v1.BusinessVerificationsLoaded`.
import { Effect, Schema } from "effect";
import { ApiClient, type CallOptions } from "../api/api-client.ts";
import { decodeInput, reportFailure } from "../program/report-failure.ts";
import { choiceField } from "../forms/fields.ts";
import { QUERIES } from "../events/client-event.ts";
import { EventLog } from "../events/event-log.ts";

export const LoadBusinessVerificationsInput = Schema.Struct({
  status: Schema.optionalKey(choiceField(["pending", "approved", "rejected"], "Please choose pending, approved or rejected.")),
});
export type LoadBusinessVerificationsInput = typeof LoadBusinessVerificationsInput.Type;

const decode = decodeInput(LoadBusinessVerificationsInput);

export const loadBusinessVerifications = Effect.fn(QUERIES.businessVerifications)(function* (
  input: LoadBusinessVerificationsInput = {},
  options?: CallOptions,
) {
  const status = (yield* decode(input)).status ?? "pending";
  const api = yield* ApiClient;
  const log = yield* EventLog;
  yield* log.append({ type: "v1.QueryStarted", payload: { query: QUERIES.businessVerifications } });
  const body = yield* api.backoffice((client) => client.GET("/business-verifications", { params: { query: { status } } }), options);
  yield* log.append({ type: "v1.BusinessVerificationsLoaded", payload: { status, verifications: body.data } });
  return body.data;
}, reportFailure(QUERIES.businessVerifications));
