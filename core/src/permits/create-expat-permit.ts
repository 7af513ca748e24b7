// createExpatPermit: the signed-in Business starts a draft application of one type (its business block filled in
// from the profile by the server); appends `v1.ExpatPermitCreated` with the new form record.
import { Effect } from "effect";
import { ApiClient } from "../api/api-client.ts";
import { EventLog } from "../events/event-log.ts";
import { reportFailure } from "../program/report-failure.ts";
import { decodePermitType } from "./permit-inputs.ts";
import type { PermitType } from "./permit-types.ts";

export const createExpatPermit = Effect.fn("commands.createExpatPermit")(function* (permitType: PermitType) {
  const type = yield* decodePermitType(permitType);
  const api = yield* ApiClient;
  const log = yield* EventLog;
  const body = yield* api.portal((client) =>
    client.POST("/expat-permits/{type}/applications", { params: { path: { type } }, body: {} }),
  );
  yield* log.append({ type: "v1.ExpatPermitCreated", payload: { record: body.data } });
  return body.data;
}, reportFailure("commands.createExpatPermit"));
