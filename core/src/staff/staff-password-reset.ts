// The staff password reset: ask for a mailed link (the answer is the same whether or not the address is a staff
// member's, so nothing here may suggest otherwise), then choose a new password with the link's token. The server
// revokes every session of that staff member; the staff session here, if any, ends on its next call.
import { Effect, Schema } from "effect";
import { ApiClient } from "../api/api-client.ts";
import { EmailField, FORM_MESSAGES, NewPasswordField, tokenField } from "../accounts/fields.ts";
import { EventLog } from "../events/event-log.ts";
import { decodeInput, reportFailure } from "../program/report-failure.ts";

export const RequestStaffPasswordResetInput = Schema.Struct({ email: EmailField });
export type RequestStaffPasswordResetInput = typeof RequestStaffPasswordResetInput.Type;

const decodeRequest = decodeInput(RequestStaffPasswordResetInput);

/** Answers the server's notice (`{ message }`), the same for any address. */
export const requestStaffPasswordReset = Effect.fn("commands.requestStaffPasswordReset")(function* (input: RequestStaffPasswordResetInput) {
  const { email } = yield* decodeRequest(input);
  const api = yield* ApiClient;
  const log = yield* EventLog;
  const body = yield* api.backoffice((client) => client.POST("/password-resets", { body: { email } }));
  yield* log.append({ type: "v1.StaffPasswordResetRequested", payload: { email } });
  return body.data;
}, reportFailure("commands.requestStaffPasswordReset"));

export const ResetStaffPasswordInput = Schema.Struct({
  /** From the link `/backoffice/reset-password?token=…`. */
  token: tokenField(FORM_MESSAGES.passwordResetToken, 200),
  password: NewPasswordField,
});
export type ResetStaffPasswordInput = typeof ResetStaffPasswordInput.Type;

const decodeReset = decodeInput(ResetStaffPasswordInput);

/** Answers `{ passwordChanged: true, sessionsRevoked }`; a used or expired link is PasswordResetLinkInvalid. */
export const resetStaffPassword = Effect.fn("commands.resetStaffPassword")(function* (input: ResetStaffPasswordInput) {
  const { token, password } = yield* decodeReset(input);
  const api = yield* ApiClient;
  const log = yield* EventLog;
  const body = yield* api.backoffice((client) => client.POST("/password-resets/completions", { body: { token, password } }));
  yield* log.append({ type: "v1.StaffPasswordReset", payload: { sessionsRevoked: body.data.sessionsRevoked } });
  return body.data;
}, reportFailure("commands.resetStaffPassword"));
