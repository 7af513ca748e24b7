// `ictm logout`: revokes the session on the server and forgets it here. Logging out twice is not an error.
import { Effect } from "effect";
import { Command } from "effect/cli";
import { signOut } from "@ictm/core";
import { succeed } from "../output.ts";
import { withCore } from "./shared.ts";

export const logout = Command.make("logout", {}, () =>
  withCore((session) =>
    Effect.gen(function* () {
      if (session.core.stores.session.value.status !== "loggedIn") {
        return yield* succeed(session, "You were not signed in.", { signedOut: false });
      }
      yield* session.run(signOut());
      yield* succeed(session, "Signed out.", { signedOut: true });
    }),
  ),
).pipe(Command.withDescription("Sign out and forget the saved session"));
