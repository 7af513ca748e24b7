// restoreSession: run once at start; the session store leaves "unknown" for "loggedIn" or "loggedOut".
// Reads only through SessionStorage (never window or document). A token without a member loads the profile.
import { Effect } from "effect";
import { EventLog } from "../../events/event-log.ts";
import { SessionStorage } from "../../platform/session-storage.ts";
import { loadTalentProfile } from "../../queries/talents/talent-profile.ts";
import { reportFailure } from "../report-failure.ts";

export const restoreSession = Effect.fn("commands.restoreSession")(function* () {
  const storage = yield* SessionStorage;
  const log = yield* EventLog;
  const saved = yield* storage.load;
  yield* log.append({ type: "v1.SessionRestored", payload: { session: saved } });
  if (saved !== null && saved.member === null && saved.accountType !== "Business") {
    // Only the cookie survived: learn who this is. Silent, because nobody asked; a 401 still expires the
    // session, and the query's own CommandFailed event marks the profile as failed.
    yield* loadTalentProfile({ silent: true }).pipe(Effect.ignore);
  }
  return saved;
}, reportFailure("commands.restoreSession"));
