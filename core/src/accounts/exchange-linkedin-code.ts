// exchangeLinkedInCode: turns the code LinkedIn left at our callback into an access token (the server holds the
// secret); appends `v1.LinkedInCodeExchanged` without the token, which the next sign-in, sign-up or registration spends.
import { Effect, Schema } from "effect";
import { ApiClient } from "../api/api-client.ts";
import { textField } from "../forms/fields.ts";
import { FORM_MESSAGES, tokenField } from "./fields.ts";
import { EventLog } from "../events/event-log.ts";
import { decodeInput, reportFailure } from "../program/report-failure.ts";

const again = FORM_MESSAGES.linkedInAccessToken;

export const ExchangeLinkedInCodeInput = Schema.Struct({
  code: tokenField(again, 2048),
  /** The very address the authorization request named; LinkedIn refuses any other. */
  redirectUri: textField(again, (a) => [Schema.isMaxLength(2048, a), Schema.isPattern(/^https?:\/\/\S+$/, a)]),
});
export type ExchangeLinkedInCodeInput = typeof ExchangeLinkedInCodeInput.Type;

const decode = decodeInput(ExchangeLinkedInCodeInput);

export const exchangeLinkedInCode = Effect.fn("commands.exchangeLinkedInCode")(function* (input: ExchangeLinkedInCodeInput) {
  const { code, redirectUri } = yield* decode(input);
  const api = yield* ApiClient;
  const log = yield* EventLog;
  const body = yield* api.portal((client) => client.POST("/members/linkedin/access-tokens", { body: { code, redirectUri } }));
  yield* log.append({ type: "v1.LinkedInCodeExchanged", payload: { redirectUri } });
  return { accessToken: body.data.accessToken };
}, reportFailure("commands.exchangeLinkedInCode"));
