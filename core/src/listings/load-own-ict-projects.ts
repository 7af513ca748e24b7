// loadOwnIctProjects: the signed-in Business's ICT projects, newest first; appends `v1.QueryStarted`,
// then `v1.OwnIctProjectsLoaded`.
import { Effect } from "effect";
import { ApiClient, type CallOptions } from "../api/api-client.ts";
import { reportFailure } from "../program/report-failure.ts";
import { QUERIES } from "../events/client-event.ts";
import { EventLog } from "../events/event-log.ts";

export const loadOwnIctProjects = Effect.fn(QUERIES.ownIctProjects)(function* (options?: CallOptions) {
  const api = yield* ApiClient;
  const log = yield* EventLog;
  yield* log.append({ type: "v1.QueryStarted", payload: { query: QUERIES.ownIctProjects } });
  const body = yield* api.portal((client) => client.GET("/businesses/ict-projects"), options);
  yield* log.append({ type: "v1.OwnIctProjectsLoaded", payload: { projects: body.data } });
  return body.data;
}, reportFailure(QUERIES.ownIctProjects));
