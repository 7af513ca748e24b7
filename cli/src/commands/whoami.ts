// `ictm whoami`: who the saved session belongs to, checked against the server (an expired one says so).
import { Effect } from "effect";
import { Command } from "effect/cli";
import { loadTalentProfile } from "@ictm/core";
import { refuse, succeed } from "../output.ts";
import { withCore } from "./shared.ts";

export const whoami = Command.make("whoami", {}, () =>
  withCore((session) =>
    Effect.gen(function* () {
      if (session.core.stores.session.value.status !== "loggedIn") {
        return yield* refuse(session, { _tag: "NotSignedIn", message: "You are not signed in. Run `ictm login` first." });
      }
      const profile = yield* session.run(loadTalentProfile());
      yield* succeed(session, `${profile.name} <${profile.email}> (Talent)`, { ...profile, accountType: "Talent" });
    }),
  ),
).pipe(Command.withDescription("Show the signed-in member"));
