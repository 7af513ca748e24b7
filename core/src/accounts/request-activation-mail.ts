// requestActivationMail: asks for a fresh activation link; appends `v1.ActivationMailRequested`.
// The answer is the same whether or not such an account exists, so nothing here may suggest otherwise.
import { Effect, Schema } from "effect";
import { ApiClient } from "../api/api-client.ts";
import { EmailField } from "./forms.ts";
import { EventLog } from "../events/event-log.ts";
import { decodeInput, reportFailure } from "../program/report-failure.ts";

export const RequestActivationMailInput = Schema.Struct({ memberEmail: EmailField });
export type RequestActivationMailInput = typeof RequestActivationMailInput.Type;

const decode = decodeInput(RequestActivationMailInput);

export const requestActivationMail = Effect.fn("commands.requestActivationMail")(function* (
  input: RequestActivationMailInput,
) {
  const { memberEmail } = yield* decode(input);
  const api = yield* ApiClient;
  const log = yield* EventLog;
  const body = yield* api.portal((client) =>
    client.POST("/members/activation-requests", { params: { query: { memberEmail } } }),
  );
  yield* log.append({ type: "v1.ActivationMailRequested", payload: { memberEmail } });
  return body.data;
}, reportFailure("commands.requestActivationMail"));
