// submitExpatPermit: the Business submits a draft to staff at the version the core last saw; afterwards it is
// read-only until staff give edit control. Appends `v1.ExpatPermitSubmitted` and `v1.ChangesSaved`. Refused
// with every problem of every section: ValidationFailed whose `verdict` is keyed `<section>.<path>`.
import { Effect } from "effect";
import { EventLog } from "../events/event-log.ts";
import { changesSaved } from "../program/changes-saved.ts";
import { reportFailure } from "../program/report-failure.ts";
import { ifMatch, readFormRecord, sendKeepingVerdict, versionToSend } from "./permit-calls.ts";
import { decodeApplicationId, decodePermitType } from "./permit-inputs.ts";
import type { PermitType } from "./permit-types.ts";

export const submitExpatPermit = Effect.fn("commands.submitExpatPermit")(function* (permitType: PermitType, applicationId: string) {
  const type = yield* decodePermitType(permitType);
  const id = yield* decodeApplicationId(applicationId);
  const version = yield* versionToSend(id, readFormRecord(type, id).pipe(Effect.map((record) => record.application.version)));
  const log = yield* EventLog;
  const body = yield* sendKeepingVerdict((client) =>
    client.PUT("/expat-permits/applications/{id}/submissions", { params: { path: { id }, header: ifMatch(version) } }),
  );
  yield* log.append({ type: "v1.ExpatPermitSubmitted", payload: { record: body.data } }, changesSaved);
  return body.data;
}, reportFailure("commands.submitExpatPermit"));
