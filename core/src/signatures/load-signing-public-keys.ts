// loadSigningPublicKeys: anyone (no session needed) reads the published signing keys, the signatories and the
// revoked letters (`GET signatures/public-keys`); appends `v1.QueryStarted`, then `v1.SigningPublicKeysLoaded`, and
// the document is saved in the platform's storage (session-writer.ts) so a later visit can verify offline.
import { Effect } from "effect";
import { ApiClient, type CallOptions } from "../api/api-client.ts";
import { EventLog } from "../events/event-log.ts";
import { reportFailure } from "../program/report-failure.ts";
import { SIGNATURE_QUERIES } from "./client-events.ts";

export const loadSigningPublicKeys = Effect.fn(SIGNATURE_QUERIES.publicKeys)(function* (options?: CallOptions) {
  const api = yield* ApiClient;
  const log = yield* EventLog;
  yield* log.append({ type: "v1.QueryStarted", payload: { query: SIGNATURE_QUERIES.publicKeys } });
  // Served with `max-age=300`: revalidated, so a key rotated or revoked a moment ago is not hidden by the HTTP cache.
  const body = yield* api.backoffice((client) => client.GET("/signatures/public-keys", { cache: "no-cache" }), options);
  yield* log.append({ type: "v1.SigningPublicKeysLoaded", payload: { publicKeys: body.data } });
  return body.data;
}, reportFailure(SIGNATURE_QUERIES.publicKeys));
