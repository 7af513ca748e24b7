// changePassword: the signed-in member changes their password; appends `v1.PasswordChanged` and `v1.ChangesSaved`
// ("Saved Successfully"). A protected call: a 401 expires the session; a wrong current password is CurrentPasswordIncorrect.
import { Effect, Schema } from "effect";
import { ApiClient } from "../api/api-client.ts";
import { FORM_MESSAGES, NewPasswordField, typedPasswordField } from "./fields.ts";
import { SAVED_SUCCESSFULLY } from "../errors/catalogue.ts";
import { EventLog } from "../events/event-log.ts";
import { decodeInput, reportFailure } from "../program/report-failure.ts";

export const ChangePasswordInput = Schema.Struct({
  currentPassword: typedPasswordField(FORM_MESSAGES.currentPassword),
  newPassword: NewPasswordField,
});
export type ChangePasswordInput = typeof ChangePasswordInput.Type;

const decode = decodeInput(ChangePasswordInput);

export const changePassword = Effect.fn("commands.changePassword")(function* (input: ChangePasswordInput) {
  const { currentPassword, newPassword } = yield* decode(input);
  const api = yield* ApiClient;
  const log = yield* EventLog;
  const body = yield* api.portal((client) => client.PUT("/password-change", { body: { currentPassword, newPassword } }));
  yield* log.append(
    { type: "v1.PasswordChanged", payload: { otherSessionsRevoked: body.data.otherSessionsRevoked } },
    { type: "v1.ChangesSaved", payload: { message: SAVED_SUCCESSFULLY } },
  );
  return body.data;
}, reportFailure("commands.changePassword"));
