// signUpTalent: a person signs up as a Talent by e-mail; the log then holds `v1.TalentSignedUp`.
// It never signs the person in: the contract asks them to activate the account from the mailed link first.
import { Effect } from "effect";
import { ApiClient } from "../../api/api-client.ts";
import { TalentSignUpForm } from "../../domain/auth/forms.ts";
import { EventLog } from "../../events/event-log.ts";
import { decodeInput, reportFailure } from "../report-failure.ts";

export const SignUpTalentInput = TalentSignUpForm;
export type SignUpTalentInput = typeof SignUpTalentInput.Type;

const decode = decodeInput(SignUpTalentInput);

export const signUpTalent = Effect.fn("commands.signUpTalent")(function* (input: SignUpTalentInput) {
  const { email, password, name } = yield* decode(input);
  const api = yield* ApiClient;
  const log = yield* EventLog;
  const body = yield* api.portal((client) =>
    client.POST("/talents/sign-ups/username-pwd", { body: { email, password, name } }),
  );
  const { member, activationRequired } = body.data;
  yield* log.append({ type: "v1.TalentSignedUp", payload: { member, activationRequired } });
  return body.data;
}, reportFailure("commands.signUpTalent"));
