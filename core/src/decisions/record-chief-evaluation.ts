// recordChiefEvaluation: a chief evaluator answers through the link's token (no staff session): a status and a
// comment, judged as staff's. The link is used from then on. Appends `v1.ChiefResponseRecorded` and the info
// notice "Your response has been recorded."; a closed link appends `v1.ChiefLinkFoundClosed` (the page says why).
import { Effect, Schema } from "effect";
import { ApiClient } from "../api/api-client.ts";
import { MESSAGES } from "../errors/catalogue.ts";
import { EventLog } from "../events/event-log.ts";
import { decodeInput, reportFailure } from "../program/report-failure.ts";
import { whenLinkClosed } from "./decision-calls.ts";
import { EvaluationForm } from "./decision-forms.ts";
import { checkChiefToken, ChiefTokenInput } from "./decision-inputs.ts";

export const RecordChiefEvaluationInput = Schema.Struct({ ...ChiefTokenInput.fields, ...EvaluationForm.fields });
export type RecordChiefEvaluationInput = typeof RecordChiefEvaluationInput.Type;

const decode = decodeInput(RecordChiefEvaluationInput);

export const recordChiefEvaluation = Effect.fn("commands.recordChiefEvaluation")(function* (input: RecordChiefEvaluationInput) {
  const { evaluationStatusKey, comment, ...link } = yield* decode(input);
  const log = yield* EventLog;
  return yield* Effect.gen(function* () {
    const { applicationId: id, token } = yield* checkChiefToken(link);
    const api = yield* ApiClient;
    const body = yield* api.backoffice((client) =>
      client.PUT("/expat-permits/applications/{id}/digital-evaluations", {
        params: { path: { id }, query: { token } },
        body: { evaluationStatusKey, comment: comment.trim() },
      }),
    );
    yield* log.append(
      { type: "v1.ChiefResponseRecorded", payload: { applicationId: id, evaluation: body.data } },
      { type: "v1.InfoNoticed", payload: { message: MESSAGES.responseRecorded } },
    );
    return body.data;
  }).pipe(whenLinkClosed(link.applicationId));
}, reportFailure("commands.recordChiefEvaluation"));
