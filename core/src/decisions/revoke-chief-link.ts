// revokeChiefLink: staff who act in the application's current step withdraw a chief-evaluator link, so its token
// no longer opens the form (a used one cannot be: 410 chief-link-used). Appends `v1.ChiefLinkWithdrawn` (the list
// shows it revoked) and "The link has been revoked.".
import { Effect, Schema } from "effect";
import { ApiClient } from "../api/api-client.ts";
import { EventLog } from "../events/event-log.ts";
import { RecordKey } from "../program/record-key.ts";
import { decodeInput, reportFailure } from "../program/report-failure.ts";
import { DECISION_TEXTS } from "./decision-texts.ts";

export const RevokeChiefLinkInput = Schema.Struct({ applicationId: RecordKey, linkId: RecordKey });
export type RevokeChiefLinkInput = typeof RevokeChiefLinkInput.Type;

const decode = decodeInput(RevokeChiefLinkInput);

export const revokeChiefLink = Effect.fn("commands.revokeChiefLink")(function* (input: RevokeChiefLinkInput) {
  const { applicationId: id, linkId } = yield* decode(input);
  const api = yield* ApiClient;
  const log = yield* EventLog;
  const body = yield* api.backoffice((client) =>
    client.DELETE("/expat-permits/applications/{id}/chief-evaluation-links/{linkId}", { params: { path: { id, linkId } } }),
  );
  yield* log.append(
    { type: "v1.ChiefLinkWithdrawn", payload: { applicationId: id, link: body.data } },
    { type: "v1.ChangesSaved", payload: { message: DECISION_TEXTS.chiefLinkRevoked } },
  );
  return body.data;
}, reportFailure("commands.revokeChiefLink"));
