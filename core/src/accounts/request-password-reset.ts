// requestPasswordReset: asks for a mailed link to choose a new password; appends `v1.PasswordResetRequested`.
// The answer is the same whether or not such an account exists, so nothing here may suggest otherwise.
import { Effect, Schema } from "effect";
import { ApiClient } from "../api/api-client.ts";
import { AccountTypeField, EmailField } from "./fields.ts";
import { EventLog } from "../events/event-log.ts";
import { decodeInput, reportFailure } from "../program/report-failure.ts";

export const RequestPasswordResetInput = Schema.Struct({ accountType: AccountTypeField, email: EmailField });
export type RequestPasswordResetInput = typeof RequestPasswordResetInput.Type;

const decode = decodeInput(RequestPasswordResetInput);

export const requestPasswordReset = Effect.fn("commands.requestPasswordReset")(function* (input: RequestPasswordResetInput) {
  const { accountType, email } = yield* decode(input);
  const api = yield* ApiClient;
  const log = yield* EventLog;
  const body =
    accountType === "Business"
      ? yield* api.portal((client) => client.POST("/businesses/reset-password-request", { params: { query: { businessEmail: email } } }))
      : yield* api.portal((client) => client.POST("/talents/reset-password-request", { params: { query: { talentEmail: email } } }));
  yield* log.append({ type: "v1.PasswordResetRequested", payload: { accountType, email } });
  return body.data;
}, reportFailure("commands.requestPasswordReset"));
