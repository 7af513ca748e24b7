// signIn: a member signs in; on success the log holds `v1.SignedIn` (the session store and storage follow).
// Only Talents by e-mail for now; the input is a tagged shape so Business, Google and LinkedIn can join it.
import { Effect, Schema } from "effect";
import { ApiClient } from "../../api/api-client.ts";
import { EmailField, SignInForm } from "../../domain/auth/forms.ts";
import { EventLog } from "../../events/event-log.ts";
import { decodeInput, reportFailure } from "../report-failure.ts";

export const SignInInput = Schema.Struct({
  accountType: Schema.Literal("Talent"),
  /** How the member proves who they are; "email" when left out. */
  method: Schema.optional(Schema.Literal("email")),
  email: EmailField,
  password: SignInForm.fields.password,
});
export type SignInInput = typeof SignInInput.Type;

const decode = decodeInput(SignInInput);

export const signIn = Effect.fn("commands.signIn")(function* (input: SignInInput) {
  const { email, password } = yield* decode(input);
  const api = yield* ApiClient;
  const log = yield* EventLog;
  const body = yield* api.portal((client) =>
    client.POST("/talents/sign-ins/username-pwd", { body: { email, password } }),
  );
  const { accessToken, member } = body.data;
  const payload = { token: accessToken, member, accountType: member.accountType, profilePicture: member.profilePicture };
  yield* log.append({ type: "v1.SignedIn", payload });
  return payload;
}, reportFailure("commands.signIn"));
