// `ictm login`: signs a Talent or a Business in by e-mail and password, a Google ID token or a LinkedIn
// access token, and keeps the session in the session file. Exactly one way in per call.
import { Effect, Option, Redacted } from "effect";
import { Command, Flag } from "effect/cli";
import { signIn, signInStaff, type SignInInput } from "@ictm/core";
import { misuse, succeed, type Output } from "../output.ts";
import type { Session } from "./shared.ts";
import { secretFlag, secretOrPrompt } from "./secrets.ts";
import { withCore } from "./shared.ts";

export const accountTypeFlag = Flag.Literals("as", ["talent", "business"]).pipe(
  Flag.withDescription("Which kind of member"),
  Flag.withDefault("talent"),
);
const whoFlag = Flag.Literals("as", ["talent", "business", "staff"]).pipe(
  Flag.withDescription("A Talent or a Business of the portal, or back-office staff"),
  Flag.withDefault("talent"),
);
export const accountTypeOf = (as: "talent" | "business") => (as === "business" ? "Business" : "Talent");

export const login = Command.make(
  "login",
  {
    as: whoFlag,
    email: Flag.String("email").pipe(Flag.withDescription("Sign in by e-mail and password"), Flag.optional),
    password: secretFlag("password", "ICTM_PASSWORD", "The password; asked for when missing"),
    googleToken: secretFlag("google-token", "ICTM_GOOGLE_TOKEN", "Sign in with a Google ID token"),
    linkedinToken: secretFlag("linkedin-token", "ICTM_LINKEDIN_TOKEN", "Sign in with a LinkedIn access token"),
  },
  (flags) =>
    withCore((session) =>
      Effect.gen(function* () {
        if (flags.as === "staff") return yield* signInAsStaff(session, flags);
        const input = yield* signInInput(session, { ...flags, as: flags.as });
        const signedIn = yield* session.run(signIn(input));
        const who = signedIn.business?.businessName ?? signedIn.member.name;
        yield* succeed(session, `Signed in as ${who} <${signedIn.member.email}> (${signedIn.accountType}).`, {
          member: signedIn.member,
          accountType: signedIn.accountType,
          business: signedIn.business,
        });
      }),
    ),
).pipe(
  Command.withDescription("Sign in and keep the session for the next commands"),
  Command.withExamples([
    { command: "ictm login --email talent@demo.ictm.bn", description: "Sign in a Talent; the password is asked for" },
    { command: "ictm login --as business --email business@demo.ictm.bn", description: "Sign in a Business" },
    { command: "ictm login --google-token eyJhbGciOi…", description: "Sign in with a Google ID token" },
    { command: "ICTM_LINKEDIN_TOKEN=… ictm login --as business", description: "Sign in a Business with a LinkedIn access token from the environment" },
    { command: "ictm login --as staff --email officer@demo.ictm.bn", description: "Sign in to the back-office" },
    { command: "ICTM_PASSWORD=… ictm login --email talent@demo.ictm.bn --json", description: "Sign in from a script" },
  ]),
);

interface LoginFlags {
  readonly as: "talent" | "business";
  readonly email: Option.Option<string>;
  readonly password: Option.Option<Redacted.Redacted<string>>;
  readonly googleToken: Option.Option<Redacted.Redacted<string>>;
  readonly linkedinToken: Option.Option<Redacted.Redacted<string>>;
}

const signInInput = (output: Output, flags: LoginFlags) =>
  Effect.gen(function* () {
    const accountType = accountTypeOf(flags.as);
    const ways = [Option.isSome(flags.email), Option.isSome(flags.googleToken), Option.isSome(flags.linkedinToken)].filter(Boolean).length;
    if (ways !== 1) return yield* misuse(output, "Give exactly one way in: --email, --google-token or --linkedin-token.");
    if (Option.isSome(flags.googleToken)) {
      return { accountType, method: "google", googleCredentials: Redacted.value(flags.googleToken.value) } satisfies SignInInput;
    }
    if (Option.isSome(flags.linkedinToken)) {
      return { accountType, method: "linkedin", accessToken: Redacted.value(flags.linkedinToken.value) } satisfies SignInInput;
    }
    const email = Option.getOrElse(flags.email, () => "");
    const password = yield* secretOrPrompt(output, flags.password, "Password", "give --password or ICTM_PASSWORD");
    return { accountType, method: "email", email, password } satisfies SignInInput;
  });

/** Staff sign in by e-mail and password only; the member session, if any, is kept beside it. */
const signInAsStaff = (session: Session, flags: Omit<LoginFlags, "as">) =>
  Effect.gen(function* () {
    if (Option.isNone(flags.email) || Option.isSome(flags.googleToken) || Option.isSome(flags.linkedinToken)) {
      return yield* misuse(session, "Staff sign in with --email and a password.");
    }
    const password = yield* secretOrPrompt(session, flags.password, "Password", "give --password or ICTM_PASSWORD");
    const signedIn = yield* session.run(signInStaff({ email: flags.email.value, password }));
    yield* succeed(session, `Signed in to the back-office as ${signedIn.staff.name} <${signedIn.staff.email}> (${signedIn.staff.roles.join(", ")}).`, {
      staff: signedIn.staff,
    });
  });
