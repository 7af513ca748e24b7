// restoreStaffSession: run once at the back-office's (or the CLI's) start; the staffSession store leaves
// "unknown" for "loggedIn" or "loggedOut". No call: a stale token shows itself on the first staff call (a 401).
import { Effect } from "effect";
import { EventLog } from "../events/event-log.ts";
import { SessionStorage } from "../platform/session-storage.ts";
import { reportFailure } from "../program/report-failure.ts";

export const restoreStaffSession = Effect.fn("commands.restoreStaffSession")(function* () {
  const storage = yield* SessionStorage;
  const log = yield* EventLog;
  const saved = yield* storage.loadStaff;
  yield* log.append({ type: "v1.StaffSessionRestored", payload: { session: saved } });
  return saved;
}, reportFailure("commands.restoreStaffSession"));
