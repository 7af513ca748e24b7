// activateAccount: opens the mailed activation link's token for the member's e-mail; appends `v1.AccountActivated`.
// It does not sign the member in; the next step is signIn (the page goes there with the address filled). A link
// opened again once the account is active answers `alreadyActive: true`.
import { Effect, Schema } from "effect";
import { ApiClient } from "../api/api-client.ts";
import { EmailField } from "./forms.ts";
import { MESSAGES } from "../errors/catalogue.ts";
import { EventLog } from "../events/event-log.ts";
import { decodeInput, reportFailure } from "../program/report-failure.ts";

const ACTIVATION_LINK_INVALID = MESSAGES.activationLinkInvalid;

export const ActivateAccountInput = Schema.Struct({
  token: Schema.String.annotate({ message: ACTIVATION_LINK_INVALID }).check(
    Schema.isMinLength(1, { message: ACTIVATION_LINK_INVALID }),
    Schema.isMaxLength(200, { message: ACTIVATION_LINK_INVALID }),
  ),
  memberEmail: EmailField,
});
export type ActivateAccountInput = typeof ActivateAccountInput.Type;

const decode = decodeInput(ActivateAccountInput);

export const activateAccount = Effect.fn("commands.activateAccount")(function* (input: ActivateAccountInput) {
  const { token, memberEmail } = yield* decode(input);
  const api = yield* ApiClient;
  const log = yield* EventLog;
  const body = yield* api.portal((client) =>
    client.POST("/members/activate/{token}", { params: { path: { token }, query: { memberEmail } } }),
  );
  yield* log.append({ type: "v1.AccountActivated", payload: { email: body.data.email } });
  return body.data;
}, reportFailure("commands.activateAccount"));
