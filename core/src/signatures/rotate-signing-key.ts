// rotateSigningKey: an administrator makes a new active signing key; the one active before is retired and keeps
// verifying the letters it signed. Appends `v1.SigningKeyRotated` (the keys list shows both at once, and the letters
// of the old key show it retired) and "A new signing key is active. …".
import { Effect } from "effect";
import { ApiClient } from "../api/api-client.ts";
import { EventLog } from "../events/event-log.ts";
import { reportFailure } from "../program/report-failure.ts";
import { SIGNATURE_NOTICES } from "./signature-texts.ts";

export const rotateSigningKey = Effect.fn("commands.rotateSigningKey")(function* () {
  const api = yield* ApiClient;
  const log = yield* EventLog;
  const body = yield* api.backoffice((client) => client.POST("/signatures/keys/rotation"));
  yield* log.append(
    { type: "v1.SigningKeyRotated", payload: { key: body.data } },
    { type: "v1.ChangesSaved", payload: { message: SIGNATURE_NOTICES.keyRotated } },
  );
  return body.data;
}, reportFailure("commands.rotateSigningKey"));
