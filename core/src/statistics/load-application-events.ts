// loadApplicationEvents: an application's facts in version order for the journey replay (who may open its panel; a
// chief link's token hash left out by the server). Appends `v1.QueryStarted`, then `v1.ApplicationEventsLoaded`;
// replayFrames (./journey-replay.ts) turns them into frames. Unknown or never submitted: NotFound.
import { Effect } from "effect";
import { ApiClient, type CallOptions } from "../api/api-client.ts";
import { EventLog } from "../events/event-log.ts";
import { decodeInput, reportFailure } from "../program/report-failure.ts";
import { STATISTICS_QUERIES } from "./client-events.ts";
import { LoadApplicationEventsInput } from "./statistics-inputs.ts";

const decode = decodeInput(LoadApplicationEventsInput);

export const loadApplicationEvents = Effect.fn(STATISTICS_QUERIES.applicationEvents)(function* (input: LoadApplicationEventsInput, options?: CallOptions) {
  const { applicationId } = yield* decode(input);
  const api = yield* ApiClient;
  const log = yield* EventLog;
  yield* log.append({ type: "v1.QueryStarted", payload: { query: STATISTICS_QUERIES.applicationEvents } });
  const body = yield* api.backoffice(
    (client) => client.GET("/expat-permits/applications/{id}/events", { params: { path: { id: applicationId } } }),
    options,
  );
  yield* log.append({ type: "v1.ApplicationEventsLoaded", payload: { applicationId, events: body.data } });
  return body.data;
}, reportFailure(STATISTICS_QUERIES.applicationEvents));
