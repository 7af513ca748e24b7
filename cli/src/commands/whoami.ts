// `ictm whoami`: who the saved session belongs to. A Talent is checked against the server (an expired
// session says so); a Business is read from the saved session until the Business profile call exists.
import { Effect } from "effect";
import { Command } from "effect/cli";
import { loadTalentProfile } from "@ictm/core";
import { refuse, succeed } from "../output.ts";
import { withCore } from "./shared.ts";

export const whoami = Command.make("whoami", {}, () =>
  withCore((session) =>
    Effect.gen(function* () {
      const saved = session.core.stores.session.value;
      if (saved.status !== "loggedIn") {
        return yield* refuse(session, { _tag: "NotSignedIn", message: "You are not signed in. Run `ictm login` first." });
      }
      if (saved.accountType === "Business" && saved.member !== null) {
        const name = saved.business?.businessName ?? saved.member.name;
        return yield* succeed(session, `${name} <${saved.member.email}> (Business)`, {
          ...saved.member,
          business: saved.business,
        });
      }
      const profile = yield* session.run(loadTalentProfile());
      yield* succeed(session, `${profile.name} <${profile.email}> (Talent)`, { ...profile, accountType: "Talent" });
    }),
  ),
).pipe(Command.withDescription("Show the signed-in member"));
