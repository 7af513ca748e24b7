// loadCommonData: the reference lists every form uses (countries too), once per core: a later call answers from
// what was loaded without asking again, unless `refresh`. Public: no token needed.
//
// Once per core, whoever asks: the fields of one form each ask on arriving, in the same moment, so a call made
// while the lists are on their way waits for that answer (and shares its failure, reported once) rather than
// asking again; and the answer is kept beside the log, since the log's compaction drops `v1.CommonDataLoaded`
// from its tail after a busy session.
import { Cause, Context, Deferred, Effect, Exit } from "effect";
import { ApiClient, type CallOptions } from "../api/api-client.ts";
import { FailureReported, reportFailure } from "../program/report-failure.ts";
import type { CommonData } from "../model.ts";
import { QUERIES, type ClientEvent } from "../events/client-event.ts";
import { EventLog } from "../events/event-log.ts";

export interface LoadCommonDataOptions extends CallOptions {
  /** Ask the server even when the lists were loaded before. */
  readonly refresh?: boolean;
}

interface Known {
  loaded?: CommonData;
  pending?: Deferred.Deferred<CommonData, unknown>;
}

/** Per core (its log service lives as long as the core). */
const knownByLog = new WeakMap<object, Known>();

export const loadCommonData = Effect.fn(QUERIES.commonData)(function* (options?: LoadCommonDataOptions) {
  const log = yield* EventLog;
  const known = knownOf(log);
  if (options?.refresh !== true) {
    const cached = lastCommonData(log.snapshot()) ?? known.loaded;
    if (cached !== undefined) return cached;
    if (known.pending !== undefined) return yield* awaitShared(known.pending);
  }
  const pending = yield* Deferred.make<CommonData, unknown>();
  known.pending = pending;
  const exit = yield* Effect.exit(fetchCommonData(options));
  if (known.pending === pending) known.pending = undefined;
  if (Exit.isSuccess(exit)) known.loaded = exit.value;
  yield* Deferred.done(pending, exit);
  return yield* exit;
}, reportFailure(QUERIES.commonData));

const fetchCommonData = Effect.fnUntraced(function* (options?: LoadCommonDataOptions) {
  const log = yield* EventLog;
  const api = yield* ApiClient;
  yield* log.append({ type: "v1.QueryStarted", payload: { query: QUERIES.commonData } });
  const body = yield* api.portal((client) => client.GET("/portal/common-data"), options);
  yield* log.append({ type: "v1.CommonDataLoaded", payload: { commonData: body.data } });
  return body.data;
});

/** The answer of the call already under way; its failure is the first call's to report, so it is marked reported. */
const awaitShared = (pending: Deferred.Deferred<CommonData, unknown>) =>
  Deferred.await(pending).pipe(Effect.catchCause((cause) => Effect.failCause(Cause.annotate(cause, Context.make(FailureReported, QUERIES.commonData)))));

function knownOf(log: object): Known {
  let known = knownByLog.get(log);
  if (known === undefined) {
    known = {};
    knownByLog.set(log, known);
  }
  return known;
}

const lastCommonData = (events: ReadonlyArray<ClientEvent>): CommonData | undefined =>
  events.findLast((event) => event.type === "v1.CommonDataLoaded")?.payload.commonData;
