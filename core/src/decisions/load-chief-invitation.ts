// loadChiefInvitation: what a chief-evaluator link is for (the application, the step, the chief evaluator, the
// evaluation statuses), read with the link's token and no staff session; appends `v1.QueryStarted`, then
// `v1.ChiefInvitationLoaded`. A link that does not open the form (malformed token: no call; or 410 used, revoked,
// expired, another application's) appends `v1.ChiefLinkFoundClosed` and fails ChiefLinkClosed without a toast.
import { Effect } from "effect";
import { ApiClient, type CallOptions } from "../api/api-client.ts";
import { EventLog } from "../events/event-log.ts";
import { reportFailure } from "../program/report-failure.ts";
import { DECISION_QUERIES } from "./client-events.ts";
import { whenLinkClosed } from "./decision-calls.ts";
import { checkChiefToken, type ChiefTokenInput } from "./decision-inputs.ts";

export const loadChiefInvitation = Effect.fn(DECISION_QUERIES.chiefInvitation)(function* (input: ChiefTokenInput, options?: CallOptions) {
  const log = yield* EventLog;
  yield* log.append({ type: "v1.QueryStarted", payload: { query: DECISION_QUERIES.chiefInvitation } });
  return yield* Effect.gen(function* () {
    const { applicationId: id, token } = yield* checkChiefToken(input);
    const api = yield* ApiClient;
    const body = yield* api.backoffice(
      (client) => client.GET("/expat-permits/applications/{id}/digital-evaluations", { params: { path: { id }, query: { token } } }),
      options,
    );
    yield* log.append({ type: "v1.ChiefInvitationLoaded", payload: { applicationId: id, invitation: body.data } });
    return body.data;
  }).pipe(whenLinkClosed(input.applicationId));
}, reportFailure(DECISION_QUERIES.chiefInvitation));
