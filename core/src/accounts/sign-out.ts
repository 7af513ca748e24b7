// signOut: revokes the token on the server, then ends the session here whatever the server said.
// A 401 (token already gone) or a lost connection must never keep a person signed in on this device.
import { Effect } from "effect";
import { ApiClient } from "../api/api-client.ts";
import { EventLog } from "../events/event-log.ts";
import { reportFailure } from "../program/report-failure.ts";

export const signOut = Effect.fn("commands.signOut")(function* () {
  const api = yield* ApiClient;
  const log = yield* EventLog;
  // skipAuthCheck: a 401 here is not news (no SessionExpired, no toast); the local sign-out below follows anyway.
  const revoked = yield* api
    .portal((client) => client.POST("/members/sign-outs"), { skipAuthCheck: true })
    .pipe(
      Effect.as(true),
      Effect.orElseSucceed(() => false),
    );
  yield* log.append({ type: "v1.SignedOut", payload: {} });
  return { revokedOnServer: revoked };
}, reportFailure("commands.signOut"));
