// createIctProject: the signed-in Business creates an ICT project, as a draft or published at once;
// appends `v1.IctProjectCreated` and `v1.ChangesSaved`.
import { Effect } from "effect";
import { ApiClient } from "../api/api-client.ts";
import { IctProjectForm } from "./ict-project-form.ts";
import { EventLog } from "../events/event-log.ts";
import { changesSaved } from "../program/changes-saved.ts";
import { decodeInput, reportFailure } from "../program/report-failure.ts";

export const CreateIctProjectInput = IctProjectForm;
export type CreateIctProjectInput = typeof IctProjectForm.Type;

const decode = decodeInput(IctProjectForm);

export const createIctProject = Effect.fn("commands.createIctProject")(function* (input: CreateIctProjectInput) {
  const project = yield* decode(input);
  const api = yield* ApiClient;
  const log = yield* EventLog;
  const body = yield* api.portal((client) => client.POST("/businesses/ict-projects", { body: project }));
  yield* log.append({ type: "v1.IctProjectCreated", payload: { project: body.data } }, changesSaved);
  return body.data;
}, reportFailure("commands.createIctProject"));
