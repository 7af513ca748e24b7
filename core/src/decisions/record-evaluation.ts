// recordEvaluation: staff who act in the application's current step (which allows `evaluate`) record or replace
// their evaluation of it: a status from the reference list and a comment (trimmed, required; "this is comment" is
// only the placeholder). Appends `v1.EvaluationSaved` (the panel's list shows it) and "Saved Successfully".
import { Effect, Schema } from "effect";
import { ApiClient } from "../api/api-client.ts";
import { EventLog } from "../events/event-log.ts";
import { changesSaved } from "../program/changes-saved.ts";
import { RecordKey } from "../program/record-key.ts";
import { decodeInput, reportFailure } from "../program/report-failure.ts";
import { EvaluationForm } from "./decision-forms.ts";

export const RecordEvaluationInput = Schema.Struct({ applicationId: RecordKey, statusStepId: RecordKey, ...EvaluationForm.fields });
export type RecordEvaluationInput = typeof RecordEvaluationInput.Type;

const decode = decodeInput(RecordEvaluationInput);

export const recordEvaluation = Effect.fn("commands.recordEvaluation")(function* (input: RecordEvaluationInput) {
  const { applicationId: id, statusStepId: stepId, evaluationStatusKey, comment } = yield* decode(input);
  const api = yield* ApiClient;
  const log = yield* EventLog;
  const body = yield* api.backoffice((client) =>
    client.PUT("/expat-permits/applications/{id}/workflows/steps/evaluations/{stepId}", {
      params: { path: { id, stepId } },
      body: { evaluationStatusKey, comment: comment.trim() },
    }),
  );
  yield* log.append({ type: "v1.EvaluationSaved", payload: { applicationId: id, evaluation: body.data } }, changesSaved);
  return body.data;
}, reportFailure("commands.recordEvaluation"));
