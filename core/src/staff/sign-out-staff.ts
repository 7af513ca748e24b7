// signOutStaff: revokes the staff token on the server, then ends the staff session here whatever it said.
// The member session is untouched; a 401 or a lost connection never keeps the staff member signed in.
import { Effect } from "effect";
import { ApiClient } from "../api/api-client.ts";
import { EventLog } from "../events/event-log.ts";
import { reportFailure } from "../program/report-failure.ts";

export const signOutStaff = Effect.fn("commands.signOutStaff")(function* () {
  const api = yield* ApiClient;
  const log = yield* EventLog;
  const revoked = yield* api
    .backoffice((client) => client.POST("/sign-outs"), { skipAuthCheck: true })
    .pipe(
      Effect.as(true),
      Effect.orElseSucceed(() => false),
    );
  yield* log.append({ type: "v1.StaffSignedOut", payload: {} });
  return { revokedOnServer: revoked };
}, reportFailure("commands.signOutStaff"));
