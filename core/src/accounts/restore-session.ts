// restoreSession: run once at start; the session store leaves "unknown" for "loggedIn" or "loggedOut".
// Reads only through SessionStorage (never window or document). A token without a member asks who it is.
import { Effect } from "effect";
import { EventLog } from "../events/event-log.ts";
import { SessionStorage } from "../platform/session-storage.ts";
import { loadBusinessProfile } from "../businesses/load-business-profile.ts";
import { loadTalentProfile } from "../talents/load-talent-profile.ts";
import { reportFailure } from "../program/report-failure.ts";

/**
 * A saved session (Talent or Business, with its business summary) restores as it was: no call.
 *
 * Only the cookie survived (storage cleared, another tab, the server's Set-Cookie): the cookie holds the bare
 * token, as the server writes it, so it cannot say which kind of account it is. Two kinds only, so the Talent
 * profile answers both ways, silently:
 * - 200: a Talent; the profile fills in the member.
 * - 403: the token is good but not a Talent's, so a Business (`v1.AccountTypeLearned`); then the Business profile
 *   tells which business it is (`v1.BusinessProfileLoaded` fills in the session's business summary).
 * - 401: the token is gone; the session expires (logged out, no toast).
 * - anything else (offline): signed in by token, account type unknown, until a later call tells.
 * A saved Business without its business (saved before this rule) asks the Business profile the same way.
 * Encoding the type in the cookie was rejected: the server's own Set-Cookie would overwrite it.
 */
export const restoreSession = Effect.fn("commands.restoreSession")(function* () {
  const storage = yield* SessionStorage;
  const log = yield* EventLog;
  const saved = yield* storage.load;
  yield* log.append({ type: "v1.SessionRestored", payload: { session: saved } });
  if (saved === null || saved.member !== null) return saved;
  if (saved.accountType === "Business") {
    if ((saved.business ?? null) === null) yield* learnBusiness;
    return saved;
  }
  // Silent, because nobody asked; the query's own (silent) CommandFailed event marks the profile as failed.
  yield* loadTalentProfile({ silent: true }).pipe(
    Effect.catchTag("Forbidden", () =>
      log.append({ type: "v1.AccountTypeLearned", payload: { accountType: "Business" } }).pipe(Effect.andThen(learnBusiness)),
    ),
    Effect.ignore,
  );
  return saved;
}, reportFailure("commands.restoreSession"));

const learnBusiness = loadBusinessProfile({ silent: true }).pipe(Effect.ignore);
