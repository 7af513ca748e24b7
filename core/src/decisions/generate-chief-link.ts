// generateChiefLink: staff who act in the application's current step (which allows `chief-link`) make a
// tokenised link for a chief evaluator (one of loadChiefEvaluators) and, with `isSendEmail`, have it mailed. The
// panel shows the link at once (no delay). Appends `v1.ChiefLinkGenerated` and, when the answer says it was
// mailed, "Email was successfully sent to CE".
import { Effect, Schema } from "effect";
import { ApiClient } from "../api/api-client.ts";
import { MESSAGES } from "../errors/catalogue.ts";
import { EventLog } from "../events/event-log.ts";
import { RecordKey } from "../program/record-key.ts";
import { decodeInput, reportFailure } from "../program/report-failure.ts";
import { CHIEF_LINK_ROUTES } from "./decision-rules.ts";

export const GenerateChiefLinkInput = Schema.Struct({
  applicationId: RecordKey,
  /** The workflow step of the application's current step. */
  workflowStepId: RecordKey,
  /** The chief evaluator's staff key. */
  userId: RecordKey,
  isSendEmail: Schema.optionalKey(Schema.Boolean),
  routeParameter: Schema.optionalKey(Schema.Literals(CHIEF_LINK_ROUTES)),
});
export type GenerateChiefLinkInput = typeof GenerateChiefLinkInput.Type;

const decode = decodeInput(GenerateChiefLinkInput);

export const generateChiefLink = Effect.fn("commands.generateChiefLink")(function* (input: GenerateChiefLinkInput) {
  const { applicationId, workflowStepId, userId, isSendEmail = false, routeParameter = "chief-evaluation-form" } = yield* decode(input);
  const api = yield* ApiClient;
  const log = yield* EventLog;
  const body = yield* api.backoffice((client) =>
    client.POST("/expat-permits/applications/chief-evaluation-form/generate-link", {
      params: { query: { applicationId, workflowStepId, userId, isSendEmail, routeParameter } },
    }),
  );
  const link = body.data;
  yield* log.append(
    { type: "v1.ChiefLinkGenerated", payload: { applicationId, link } },
    ...(link.emailed ? [{ type: "v1.ChangesSaved" as const, payload: { message: MESSAGES.chiefLinkMailed } }] : []),
  );
  return link;
}, reportFailure("commands.generateChiefLink"));
