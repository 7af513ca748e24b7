// archiveExpatPermit: the Business archives (deletes) one of its draft applications at the version the core last
// saw (read from its list when it has seen none); a submitted one is refused ("archived by staff").
// Appends `v1.ExpatPermitArchived` and `v1.ChangesSaved`.
import { Effect } from "effect";
import { ApiClient } from "../api/api-client.ts";
import { EventLog } from "../events/event-log.ts";
import { changesSaved } from "../program/changes-saved.ts";
import { reportFailure } from "../program/report-failure.ts";
import { ifMatch, listedVersion, versionToSend } from "./permit-calls.ts";
import { decodeApplicationId } from "./permit-inputs.ts";

export const archiveExpatPermit = Effect.fn("commands.archiveExpatPermit")(function* (applicationId: string) {
  const id = yield* decodeApplicationId(applicationId);
  const version = yield* versionToSend(id, listedVersion(id));
  const api = yield* ApiClient;
  const log = yield* EventLog;
  const body = yield* api.portal((client) =>
    client.DELETE("/expat-permits/{id}/archive", { params: { path: { id }, header: ifMatch(version) } }),
  );
  yield* log.append({ type: "v1.ExpatPermitArchived", payload: { application: body.data } }, changesSaved);
  return body.data;
}, reportFailure("commands.archiveExpatPermit"));
