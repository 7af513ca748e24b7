// updateIctProject: the signed-in Business changes one of its ICT projects, its publication included;
// appends `v1.IctProjectUpdated` and `v1.ChangesSaved`.
import { Effect } from "effect";
import { ApiClient } from "../api/api-client.ts";
import { IctProjectForm } from "./ict-project-form.ts";
import { EventLog } from "../events/event-log.ts";
import { changesSaved } from "../program/changes-saved.ts";
import { RecordKey } from "../program/record-key.ts";
import { decodeInput, reportFailure } from "../program/report-failure.ts";

export type UpdateIctProjectInput = typeof IctProjectForm.Type;

const decodeKey = decodeInput(RecordKey);
const decode = decodeInput(IctProjectForm);

export const updateIctProject = Effect.fn("commands.updateIctProject")(function* (key: string, input: UpdateIctProjectInput) {
  const id = yield* decodeKey(key);
  const project = yield* decode(input);
  const api = yield* ApiClient;
  const log = yield* EventLog;
  const params = { path: { id } };
  const body = yield* api.portal((client) => client.PUT("/businesses/ict-projects/{id}", { params, body: project }));
  yield* log.append({ type: "v1.IctProjectUpdated", payload: { project: body.data } }, changesSaved);
  return body.data;
}, reportFailure("commands.updateIctProject"));
