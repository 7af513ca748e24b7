// `ictm whoami`: who the saved sessions belong to. A Talent is checked against the server (an expired session
// says so), a Business through its profile; a back-office session, if any, is shown beside the member's.
import { Effect } from "effect";
import { Command } from "effect/cli";
import { loadBusinessProfile, loadTalentProfile } from "@ictm/core";
import { refuse, succeed } from "../output.ts";
import { withCore, type Session } from "./shared.ts";

export const whoami = Command.make("whoami", {}, () =>
  withCore((session) =>
    Effect.gen(function* () {
      const member = session.core.stores.session.value;
      const staff = session.core.stores.staffSession.value;
      if (member.status !== "loggedIn" && staff.status !== "loggedIn") {
        return yield* refuse(session, { _tag: "NotSignedIn", message: "You are not signed in. Run `ictm login` first." });
      }
      const lines: string[] = [];
      const data: Record<string, unknown> = {};
      if (member.status === "loggedIn") {
        const who = yield* memberLine(session);
        lines.push(who.line);
        Object.assign(data, who.data);
      }
      if (staff.status === "loggedIn" && staff.staff !== null) {
        lines.push(`${staff.staff.name} <${staff.staff.email}> (back-office ${staff.staff.roles.join(", ")})`);
        data["staff"] = staff.staff;
      }
      yield* succeed(session, lines.join("\n"), data);
    }),
  ),
).pipe(Command.withDescription("Show the signed-in member and back-office staff member"));

const memberLine = (session: Session) =>
  Effect.gen(function* () {
    if (session.core.stores.session.value.accountType === "Business") {
      const profile = yield* session.run(loadBusinessProfile());
      return {
        line: `${profile.businessName} <${profile.email}> (Business${profile.isVerified ? ", verified" : ""})`,
        data: { ...profile, accountType: "Business" },
      };
    }
    const profile = yield* session.run(loadTalentProfile());
    return { line: `${profile.name} <${profile.email}> (Talent)`, data: { ...profile, accountType: "Talent" } };
  });
