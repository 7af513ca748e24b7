// `ictm password`: ask for a reset link, set a new password with the mailed token, or change the password
// of the signed-in member. New passwords come from a flag, ICTM_NEW_PASSWORD, or a masked prompt.
import { Effect } from "effect";
import { Command, Flag } from "effect/cli";
import { changePassword, requestPasswordReset, resetPassword } from "@ictm/core";
import { refuse, succeed } from "../output.ts";
import { accountTypeFlag, accountTypeOf } from "./login.ts";
import { secretFlag, secretOrPrompt } from "./secrets.ts";
import { withCore } from "./shared.ts";

const newPasswordFlag = secretFlag("new-password", "ICTM_NEW_PASSWORD", "The new password, 8 to 128 characters; asked for when missing");

const resetRequest = Command.make(
  "reset-request",
  { as: accountTypeFlag, email: Flag.String("email").pipe(Flag.withDescription("The account's e-mail address")) },
  ({ as, email }) =>
    withCore((session) =>
      Effect.gen(function* () {
        const notice = yield* session.run(requestPasswordReset({ accountType: accountTypeOf(as), email }));
        yield* succeed(session, notice.message, notice);
      }),
    ),
).pipe(Command.withDescription("Mail a link to choose a new password (the answer never says whether the account exists)"));

const reset = Command.make(
  "reset",
  {
    token: Flag.String("token").pipe(Flag.withDescription("The token from the reset link")),
    email: Flag.String("email").pipe(Flag.withDescription("The memberEmail from the reset link")),
    newPassword: newPasswordFlag,
  },
  ({ token, email, newPassword }) =>
    withCore((session) =>
      Effect.gen(function* () {
        const password = yield* secretOrPrompt(session, newPassword, "New password", "give --new-password or ICTM_NEW_PASSWORD");
        const changed = yield* session.run(resetPassword({ token, memberEmail: email, newPassword: password }));
        yield* succeed(session, "Your password has been changed. Every session of this account was signed out.", changed);
      }),
    ),
).pipe(Command.withDescription("Choose a new password with the token from the reset mail"));

const change = Command.make(
  "change",
  {
    currentPassword: secretFlag("current-password", "ICTM_PASSWORD", "The current password; asked for when missing"),
    newPassword: newPasswordFlag,
  },
  ({ currentPassword, newPassword }) =>
    withCore((session) =>
      Effect.gen(function* () {
        if (session.core.stores.session.value.status !== "loggedIn") {
          return yield* refuse(session, { _tag: "NotSignedIn", message: "You are not signed in. Run `ictm login` first." });
        }
        const current = yield* secretOrPrompt(session, currentPassword, "Current password", "give --current-password or ICTM_PASSWORD");
        const next = yield* secretOrPrompt(session, newPassword, "New password", "give --new-password or ICTM_NEW_PASSWORD");
        const changed = yield* session.run(changePassword({ currentPassword: current, newPassword: next }));
        const others = changed.otherSessionsRevoked;
        yield* succeed(session, `Saved Successfully. ${others} other session${others === 1 ? " was" : "s were"} signed out.`, changed);
      }),
    ),
).pipe(Command.withDescription("Change the signed-in member's password (signs out their other sessions)"));

export const password = Command.make("password").pipe(
  Command.withDescription("Reset a forgotten password, or change the signed-in member's"),
  Command.withSubcommands([resetRequest, reset, change]),
);
