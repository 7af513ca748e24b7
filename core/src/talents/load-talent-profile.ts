// loadTalentProfile: reads the signed-in Talent's own profile; appends `v1.QueryStarted`, then `v1.TalentProfileLoaded`.
// A 401 here expires the session (the ApiClient appends `v1.SessionExpired`); this query never touches storage.
import { Effect } from "effect";
import { ApiClient, type CallOptions } from "../api/api-client.ts";
import { reportFailure } from "../program/report-failure.ts";
import { QUERIES } from "../events/client-event.ts";
import { EventLog } from "../events/event-log.ts";

export const loadTalentProfile = Effect.fn(QUERIES.talentProfile)(function* (options?: CallOptions) {
  const api = yield* ApiClient;
  const log = yield* EventLog;
  yield* log.append({ type: "v1.QueryStarted", payload: { query: QUERIES.talentProfile } });
  const body = yield* api.portal((client) => client.GET("/talents/profiles"), options);
  yield* log.append({ type: "v1.TalentProfileLoaded", payload: { profile: body.data } });
  return body.data;
}, reportFailure(QUERIES.talentProfile));
