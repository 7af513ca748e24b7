// setStepTarget: an administrator sets a workflow step's target (SLA) in working days, half days from 0.5 to 250,
// or clears it (null). Checked first: the input (invalid: ValidationFailed with the catalogue's words, no call) and
// the signed-in staff's roles (mayManageTargets; refused: Forbidden, no call). The server answers the step with its
// target; appends `v1.StepTargetChanged` (the board's column and its cards' overdue marks, and the statistics that
// carry the target, change at once) and a success toast. Unknown workflow or step: NotFound.
import { Effect } from "effect";
import { ApiClient } from "../api/api-client.ts";
import { knownNow } from "../board/board-calls.ts";
import { Forbidden } from "../errors/errors.ts";
import { EventLog } from "../events/event-log.ts";
import { decodeInput, reportFailure } from "../program/report-failure.ts";
import { SetStepTargetInput } from "./statistics-inputs.ts";
import { mayManageTargets } from "./statistics-rules.ts";
import { STATISTICS_TEXTS } from "./statistics-texts.ts";

const decode = decodeInput(SetStepTargetInput);

export const setStepTarget = Effect.fn("commands.setStepTarget")(function* (input: SetStepTargetInput) {
  const { workflowId, step, targetWorkingDays } = yield* decode(input);
  const known = yield* knownNow(null);
  if (known.roles !== null && !mayManageTargets(known.roles)) return yield* new Forbidden({});
  const api = yield* ApiClient;
  const log = yield* EventLog;
  const body = yield* api.backoffice((client) =>
    client.PUT("/applications/workflows/{workflowId}/steps/{stepKey}/target", {
      params: { path: { workflowId, stepKey: step } },
      body: { targetWorkingDays },
    }),
  );
  const target = body.data;
  yield* log.append(
    { type: "v1.StepTargetChanged", payload: { workflowId, target } },
    { type: "v1.ChangesSaved", payload: { message: STATISTICS_TEXTS.targetSaved(target.name, target.targetWorkingDays) } },
  );
  return target;
}, reportFailure("commands.setStepTarget"));
