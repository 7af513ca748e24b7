// `ictm logout`: revokes the member and back-office sessions on the server and forgets them here.
// Logging out twice is not an error.
import { Effect } from "effect";
import { Command } from "effect/cli";
import { signOut, signOutStaff } from "@ictm/core";
import { succeed } from "../output.ts";
import { withCore } from "./shared.ts";

export const logout = Command.make("logout", {}, () =>
  withCore((session) =>
    Effect.gen(function* () {
      const member = session.core.stores.session.value.status === "loggedIn";
      const staff = session.core.stores.staffSession.value.status === "loggedIn";
      if (!member && !staff) return yield* succeed(session, "You were not signed in.", { signedOut: false });
      if (member) yield* session.run(signOut());
      if (staff) yield* session.run(signOutStaff());
      yield* succeed(session, "Signed out.", { signedOut: true });
    }),
  ),
).pipe(Command.withDescription("Sign out and forget the saved sessions"));
