// signUpTalent: a person becomes a Talent by e-mail (then activates from the mailed link: `v1.TalentSignedUp`,
// no session), or by Google or LinkedIn (the provider proved the address: signed in at once, `v1.SignedIn`).
import { Effect, Schema } from "effect";
import { ApiClient } from "../api/api-client.ts";
import { EmailAlreadyRegistered } from "../errors/accounts.ts";
import { FORM_MESSAGES, GoogleCredentialsField, LinkedInAccessTokenField } from "./fields.ts";
import { TalentSignUpForm } from "./forms.ts";
import type { SignUpOutcome } from "../model.ts";
import { EventLog } from "../events/event-log.ts";
import { decodeInput, decodeTagged, reportFailure } from "../program/report-failure.ts";
import { signedInSession, signedUpAndIn, waitingForActivation } from "./signed-in-session.ts";

/** The sign-up form's values; `method` may be left out. */
export const EmailTalentSignUpInput = Schema.Struct({ method: Schema.optional(Schema.Literal("email")), ...TalentSignUpForm.fields });
export const GoogleTalentSignUpInput = Schema.Struct({ method: Schema.Literal("google"), googleCredentials: GoogleCredentialsField });
export const LinkedInTalentSignUpInput = Schema.Struct({ method: Schema.Literal("linkedin"), accessToken: LinkedInAccessTokenField });
export const SignUpTalentInput = Schema.Union([EmailTalentSignUpInput, GoogleTalentSignUpInput, LinkedInTalentSignUpInput]);
export type SignUpTalentInput = typeof SignUpTalentInput.Type;

/**
 * A taken address is said once, under the form's e-mail field (beside "Sign in instead"): the failure is silent,
 * so no toast covers that link. The CLI prints it all the same (it reads the error, not the toasts).
 */
export const takenAddressShownByTheForm = <A, E, R>(self: Effect.Effect<A, E, R>): Effect.Effect<A, E | EmailAlreadyRegistered, R> =>
  self.pipe(
    Effect.mapError((error) =>
      error instanceof EmailAlreadyRegistered ? new EmailAlreadyRegistered({ message: error.message, silent: true }) : error,
    ),
  );

const decode = decodeTagged<SignUpTalentInput>(
  "method",
  {
    email: decodeInput(EmailTalentSignUpInput),
    google: decodeInput(GoogleTalentSignUpInput),
    linkedin: decodeInput(LinkedInTalentSignUpInput),
  },
  { fallback: "email", message: FORM_MESSAGES.method },
);

export const signUpTalent = Effect.fn("commands.signUpTalent")(function* (input: SignUpTalentInput) {
  const values = yield* decode(input);
  const api = yield* ApiClient;
  const log = yield* EventLog;
  switch (values.method) {
    case "google":
    case "linkedin": {
      const body =
        values.method === "google"
          ? yield* api.portal((client) => client.POST("/talents/sign-ups/google", { body: { googleCredentials: values.googleCredentials } }))
          : yield* api.portal((client) => client.POST("/talents/sign-ups/linkedin", { body: { accessToken: values.accessToken } }));
      const session = signedInSession("Talent", body.data);
      yield* log.append({ type: "v1.SignedIn", payload: session });
      return signedUpAndIn(session);
    }
    default: {
      const { email, password, name } = values;
      const body = yield* api
        .portal((client) => client.POST("/talents/sign-ups/username-pwd", { body: { email, password, name } }))
        .pipe(takenAddressShownByTheForm);
      const { member, activationRequired } = body.data;
      yield* log.append({ type: "v1.TalentSignedUp", payload: { member, activationRequired } });
      const outcome: SignUpOutcome = waitingForActivation(member, activationRequired);
      return outcome;
    }
  }
}, reportFailure("commands.signUpTalent"));
