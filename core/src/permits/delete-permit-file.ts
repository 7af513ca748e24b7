// deletePermitFile: the Business removes a document from an application it may edit; appends
// `v1.ExpatPermitFileDeleted` (the record loses the file and takes the new version). A form still naming the
// file is judged at submit ("not a file of this application").
import { Effect } from "effect";
import { ApiClient } from "../api/api-client.ts";
import { EventLog } from "../events/event-log.ts";
import { reportFailure } from "../program/report-failure.ts";
import { decodeApplicationId, decodeStoredFileId } from "./permit-inputs.ts";

export const deletePermitFile = Effect.fn("commands.deletePermitFile")(function* (applicationId: string, storedFileId: string) {
  const id = yield* decodeApplicationId(applicationId);
  const fileId = yield* decodeStoredFileId(storedFileId);
  const api = yield* ApiClient;
  const log = yield* EventLog;
  const body = yield* api.portal((client) =>
    client.DELETE("/expat-permits/applications/{id}/uploads/{fileId}", { params: { path: { id, fileId } } }),
  );
  yield* log.append({ type: "v1.ExpatPermitFileDeleted", payload: { applicationId: id, fileId, version: body.data.version } });
  return body.data;
}, reportFailure("commands.deletePermitFile"));
