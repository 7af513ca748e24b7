// registerBusiness: a Business registers by e-mail (then activates from the mailed link, as a Talent does) or by
// Google or LinkedIn (signed in at once). Appends `v1.BusinessRegistered`, then `v1.SignedIn` for a social one.
import { Effect, Schema } from "effect";
import { ApiClient } from "../api/api-client.ts";
import { EmailField, FORM_MESSAGES, NewPasswordField, SocialTokenField } from "./fields.ts";
import { RegistrationDataField } from "./business-registration-form.ts";
import type { SignUpOutcome } from "../model.ts";
import { EventLog } from "../events/event-log.ts";
import { decodeInput, decodeTagged, reportFailure } from "../program/report-failure.ts";
import { takenAddressShownByTheForm } from "./sign-up-talent.ts";
import { businessSummaryOf, signedInSession, signedUpAndIn, waitingForActivation } from "./signed-in-session.ts";


export const EmailBusinessRegistrationInput = Schema.Struct({
  method: Schema.Literal("email"),
  registrationData: RegistrationDataField,
  email: EmailField,
  password: NewPasswordField,
});
export const SocialBusinessRegistrationInput = Schema.Struct({
  method: Schema.Literals(["google", "linkedin"]),
  registrationData: RegistrationDataField,
  /** A Google ID token (google) or a LinkedIn access token (linkedin). */
  socialToken: SocialTokenField,
});
export const RegisterBusinessInput = Schema.Union([EmailBusinessRegistrationInput, SocialBusinessRegistrationInput]);
export type RegisterBusinessInput = typeof RegisterBusinessInput.Type;

const decodeSocial = decodeInput(SocialBusinessRegistrationInput);
const decode = decodeTagged<RegisterBusinessInput>(
  "method",
  { email: decodeInput(EmailBusinessRegistrationInput), google: decodeSocial, linkedin: decodeSocial },
  { message: FORM_MESSAGES.method },
);

export const registerBusiness = Effect.fn("commands.registerBusiness")(function* (input: RegisterBusinessInput) {
  const values = yield* decode(input);
  const api = yield* ApiClient;
  const log = yield* EventLog;
  const { method, registrationData } = values;
  if (values.method === "email") {
    const { email, password } = values;
    const body = yield* api
      .portal((client) => client.POST("/businesses/registrations/email-passwords", { body: { registrationData, email, password } }))
      .pipe(takenAddressShownByTheForm);
    const { member, activationRequired } = body.data;
    yield* log.append({ type: "v1.BusinessRegistered", payload: { member, business: null, activationRequired, method } });
    const outcome: SignUpOutcome = waitingForActivation(member, activationRequired);
    return outcome;
  }
  const social = { registrationData, socialToken: values.socialToken };
  const body =
    values.method === "google"
      ? yield* api.portal((client) => client.POST("/businesses/registrations/google", { body: social }))
      : yield* api.portal((client) => client.POST("/businesses/registrations/linkedin", { body: social }));
  const session = signedInSession("Business", body.data);
  const business = businessSummaryOf(body.data.business);
  yield* log.append(
    { type: "v1.BusinessRegistered", payload: { member: session.member, business, activationRequired: false, method } },
    { type: "v1.SignedIn", payload: session },
  );
  return signedUpAndIn(session);
}, reportFailure("commands.registerBusiness"));
