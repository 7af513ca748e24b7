// signIn: a Talent or a Business signs in by e-mail, Google or LinkedIn; on success the log holds `v1.SignedIn`
// (the session store and storage follow). A Business session also keeps its business's key and name.
import { Effect, Schema } from "effect";
import { ApiClient } from "../api/api-client.ts";
import {
  AccountTypeField,
  EmailField,
  FORM_MESSAGES,
  GoogleCredentialsField,
  LinkedInAccessTokenField,
  typedPasswordField,
} from "./fields.ts";
import { EventLog } from "../events/event-log.ts";
import { decodeInput, decodeTagged, reportFailure } from "../program/report-failure.ts";
import { signedInSession } from "./signed-in-session.ts";

export const EmailSignInInput = Schema.Struct({
  accountType: AccountTypeField,
  /** "email" when left out, so `{ accountType, email, password }` keeps working. */
  method: Schema.optional(Schema.Literal("email")),
  email: EmailField,
  password: typedPasswordField(FORM_MESSAGES.signInPassword),
});
export const GoogleSignInInput = Schema.Struct({
  accountType: AccountTypeField,
  method: Schema.Literal("google"),
  googleCredentials: GoogleCredentialsField,
});
export const LinkedInSignInInput = Schema.Struct({
  accountType: AccountTypeField,
  method: Schema.Literal("linkedin"),
  accessToken: LinkedInAccessTokenField,
});
/** Tagged by `method` (default "email") and by `accountType`. */
export const SignInInput = Schema.Union([EmailSignInInput, GoogleSignInInput, LinkedInSignInInput]);
export type SignInInput = typeof SignInInput.Type;

const decode = decodeTagged<SignInInput>(
  "method",
  { email: decodeInput(EmailSignInInput), google: decodeInput(GoogleSignInInput), linkedin: decodeInput(LinkedInSignInInput) },
  { fallback: "email", message: FORM_MESSAGES.method },
);

export const signIn = Effect.fn("commands.signIn")(function* (input: SignInInput) {
  const credentials = yield* decode(input);
  const log = yield* EventLog;
  const answer = yield* postSignIn(credentials);
  const session = signedInSession(credentials.accountType, answer);
  yield* log.append({ type: "v1.SignedIn", payload: session });
  return session;
}, reportFailure("commands.signIn"));

// openapi-fetch needs each path as a literal, hence one call per account type and method.
const postSignIn = Effect.fnUntraced(function* (credentials: SignInInput) {
  const api = yield* ApiClient;
  const business = credentials.accountType === "Business";
  switch (credentials.method) {
    case "google": {
      const body = { googleCredentials: credentials.googleCredentials };
      return business
        ? (yield* api.portal((client) => client.POST("/businesses/sign-ins/google", { body }))).data
        : (yield* api.portal((client) => client.POST("/talents/sign-ins/google", { body }))).data;
    }
    case "linkedin": {
      const body = { accessToken: credentials.accessToken };
      return business
        ? (yield* api.portal((client) => client.POST("/businesses/sign-ins/linkedin", { body }))).data
        : (yield* api.portal((client) => client.POST("/talents/sign-ins/linkedin", { body }))).data;
    }
    default: {
      const body = { email: credentials.email, password: credentials.password };
      return business
        ? (yield* api.portal((client) => client.POST("/businesses/sign-ins/username-pwd", { body }))).data
        : (yield* api.portal((client) => client.POST("/talents/sign-ins/username-pwd", { body }))).data;
    }
  }
});
