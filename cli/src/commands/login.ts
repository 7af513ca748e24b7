// `ictm login`: signs a member in by e-mail and password and keeps the session in the session file.
// The password comes from --password, ICTM_PASSWORD, or a masked prompt; it is never written anywhere.
import { Config, Effect, Redacted } from "effect";
import { Command, Flag, Prompt } from "effect/cli";
import { signIn } from "@ictm/core";
import { succeed } from "../output.ts";
import { withCore } from "./shared.ts";

export const login = Command.make(
  "login",
  {
    as: Flag.Literals("as", ["talent"]).pipe(
      Flag.withDescription("Which kind of member signs in"),
      Flag.withDefault("talent"),
    ),
    email: Flag.String("email").pipe(Flag.withDescription("The member's e-mail address")),
    password: Flag.Redacted("password").pipe(
      Flag.withDescription("The password (or ICTM_PASSWORD; asked for when neither is given)"),
      Flag.withFallbackConfig(Config.Redacted("ICTM_PASSWORD")),
      Flag.withFallbackPrompt(Prompt.Password({ message: "Password" })),
    ),
  },
  ({ email, password }) =>
    withCore((session) =>
      Effect.gen(function* () {
        const signedIn = yield* session.run(
          signIn({ accountType: "Talent", email, password: Redacted.value(password) }),
        );
        const name = signedIn.member.name;
        yield* succeed(session, `Signed in as ${name} <${signedIn.member.email}>.`, {
          member: signedIn.member,
          accountType: signedIn.accountType,
        });
      }),
    ),
).pipe(
  Command.withDescription("Sign in and keep the session for the next commands"),
  Command.withExamples([
    { command: "ictm login --email talent@demo.ictm.bn", description: "Sign in; the password is asked for" },
    { command: "ICTM_PASSWORD=… ictm login --email talent@demo.ictm.bn --json", description: "Sign in from a script" },
  ]),
);
