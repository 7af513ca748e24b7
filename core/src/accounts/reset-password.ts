// resetPassword: chooses a new password with the mailed link's token; appends `v1.PasswordReset`.
// The server revokes every session of the member, so a device signed in as them is signed out too (session store).
import { Effect, Schema } from "effect";
import { ApiClient } from "../api/api-client.ts";
import { EmailField, FORM_MESSAGES, NewPasswordField, tokenField } from "./fields.ts";
import { EventLog } from "../events/event-log.ts";
import { decodeInput, reportFailure } from "../program/report-failure.ts";

export const ResetPasswordInput = Schema.Struct({
  /** From the link `/reset-password?token=…&memberEmail=…`. */
  token: tokenField(FORM_MESSAGES.passwordResetToken, 200),
  memberEmail: EmailField,
  newPassword: NewPasswordField,
});
export type ResetPasswordInput = typeof ResetPasswordInput.Type;

const decode = decodeInput(ResetPasswordInput);

export const resetPassword = Effect.fn("commands.resetPassword")(function* (input: ResetPasswordInput) {
  const { token, memberEmail, newPassword } = yield* decode(input);
  const api = yield* ApiClient;
  const log = yield* EventLog;
  const body = yield* api.portal((client) => client.POST("/members/password-resets", { body: { token, memberEmail, newPassword } }));
  yield* log.append({ type: "v1.PasswordReset", payload: { memberEmail, otherSessionsRevoked: body.data.otherSessionsRevoked } });
  return body.data;
}, reportFailure("commands.resetPassword"));
