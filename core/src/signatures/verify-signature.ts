// verifySignature: anyone (no session needed) checks a letter's token: the bare token, in any case, with spaces or
// hyphens, or the whole results address a QR code opens. The server judges it (three checks, and what our records
// say); appends `v1.QueryStarted`, then `v1.SignatureVerified`. When the server cannot be reached at all
// (NetworkError), the token is judged here with the published keys saved on an earlier visit (verify-offline.ts) and
// the verdict says `offline: true`; with no keys saved, the NetworkError stands.
import { Clock, Effect } from "effect";
import { ApiClient, type CallOptions } from "../api/api-client.ts";
import type { NetworkError } from "../errors/errors.ts";
import { EventLog } from "../events/event-log.ts";
import { SessionStorage } from "../platform/session-storage.ts";
import { reportFailure } from "../program/report-failure.ts";
import { SIGNATURE_QUERIES } from "./client-events.ts";
import type { VerifiedSignature } from "./signature-records.ts";
import { tokenTextOf } from "./token.ts";
import { verdictOfJudgement, verifyOffline } from "./verify-offline.ts";

/** The verdict from the published keys saved on an earlier visit; without any, the server's unreachability stands. */
const verifiedOffline = (token: string, unreachable: NetworkError) =>
  Effect.gen(function* () {
    const storage = yield* SessionStorage;
    const publicKeys = yield* storage.loadSigningKeys;
    if (publicKeys === null) return yield* unreachable;
    const now = new Date(yield* Clock.currentTimeMillis);
    const judgement = yield* Effect.promise(() => verifyOffline(token, publicKeys, now));
    return { ...verdictOfJudgement(judgement), offline: true } satisfies VerifiedSignature;
  });

export const verifySignature = Effect.fn(SIGNATURE_QUERIES.verification)(function* (token: string, options?: CallOptions) {
  const log = yield* EventLog;
  yield* log.append({ type: "v1.QueryStarted", payload: { query: SIGNATURE_QUERIES.verification } });
  const api = yield* ApiClient;
  const verdict: VerifiedSignature = yield* api
    .backoffice((client) => client.POST("/signatures/verifications", { body: { signatureToken: token } }), options)
    .pipe(
      Effect.map((body): VerifiedSignature => ({ ...body.data, offline: false })),
      Effect.catchTag("NetworkError", (unreachable) => verifiedOffline(token, unreachable)),
    );
  const { offline, ...judged } = verdict;
  yield* log.append({ type: "v1.SignatureVerified", payload: { token: tokenTextOf(token), verdict: judged, offline } });
  return verdict;
}, reportFailure(SIGNATURE_QUERIES.verification));
