// createCore: wires the event log, the stores, the API client and session storage into one object for a UI or the CLI.
// The only place layers are assembled; never reach into a store's signal to write it.
import type { ReadonlySignal } from "@preact/signals-core";
import { Effect, Exit, Layer, ManagedRuntime } from "effect";
import type { Observable } from "rxjs";
import { ApiClient, type Fetch } from "./api/api-client.ts";
import { appendFailure, coreErrorOf } from "./program/report-failure.ts";
import type { CoreError } from "./errors/errors.ts";
import type { ActivityEvent, ClientEvent, StoreEvent } from "./events/client-event.ts";
import { EventLog, makeEventLog } from "./events/event-log.ts";
import { mirrorSessionToStorage } from "./platform/session-writer.ts";
import type { SessionStorage } from "./platform/session-storage.ts";
import { createStores, initialStoreValues, reduceStores, type StoreValues } from "./stores/stores.ts";

export interface CoreOptions {
  /** "/api/v1" in a browser; "http://localhost:8080/api/v1" in Node. */
  readonly portalBaseUrl: string;
  /** "/backoffice/api/v1" in a browser; "http://localhost:8080/backoffice/api/v1" in Node. */
  readonly backofficeBaseUrl: string;
  /** Defaults to the platform's global fetch. */
  readonly fetch?: Fetch;
  /** `SessionStorage.layerKeyValue(window.localStorage, cookieJar)`, a file-backed store, or `SessionStorage.layerTest()`. */
  readonly sessionStorage: Layer.Layer<SessionStorage>;
  /** How many events the log keeps before compacting the oldest into a snapshot of the stores (default 1,000). */
  readonly eventLogLimit?: number;
}

/** Every service a command or query may need; `run` provides them all. */
export type CoreServices = ApiClient | EventLog | SessionStorage;

/** Each store's signal under its name (stores/stores.ts lists them): `core.stores.session`, `core.stores.toasts`, ... */
export type CoreStores = { readonly [K in keyof StoreValues]: ReadonlySignal<StoreValues[K]> };

export type RunResult<A> = { readonly ok: true; readonly value: A } | { readonly ok: false; readonly error: CoreError };

export interface RunOptions {
  /** Names a program that is not a core command in its `v1.CommandFailed` event. */
  readonly command?: string;
}

export interface Core {
  readonly stores: CoreStores;
  readonly eventLog: {
    /** Every domain event kept, then each new one. */
    readonly events$: Observable<ClientEvent>;
    /** The domain events kept (the tail after the latest compaction). */
    snapshot(): ReadonlyArray<ClientEvent>;
    /** Request bookkeeping and toasts (`v1.QueryStarted`, `v1.CommandFailed`, `v1.ChangesSaved`, `v1.ToastDismissed`). */
    readonly activity$: Observable<ActivityEvent>;
    /** Both channels' kept events in the order they happened: what `--events` prints (see encodeEventLine). */
    tail(): ReadonlyArray<StoreEvent>;
  };
  /** Runs a command or query; a failure is appended as `v1.CommandFailed` (activity; a toast unless silent) and returned. */
  run<A, E>(program: Effect.Effect<A, E, CoreServices>, options?: RunOptions): Promise<RunResult<A>>;
  dispose(): void;
}

export const createCore = (options: CoreOptions): Core => {
  const log = makeEventLog({ initial: initialStoreValues(), fold: reduceStores, limit: options.eventLogLimit });
  const stores = createStores(log.replay$);
  const mirror = mirrorSessionToStorage(
    () => stores.session.peek(),
    () => stores.staffSession.peek(),
  );
  const eventLogLayer = EventLog.layer(log, mirror).pipe(
    Layer.provide(options.sessionStorage),
  );
  const apiLayer = ApiClient.layer({
    portalBaseUrl: options.portalBaseUrl,
    backofficeBaseUrl: options.backofficeBaseUrl,
    ...(options.fetch === undefined ? {} : { fetch: options.fetch }),
    currentToken: () => stores.session.peek().token,
    currentStaffToken: () => stores.staffSession.peek().token,
  }).pipe(Layer.provide(eventLogLayer));
  const runtime = ManagedRuntime.make(Layer.mergeAll(apiLayer, eventLogLayer, options.sessionStorage));

  return {
    stores: storesOf(stores),
    eventLog: {
      events$: log.events$,
      snapshot: () => log.snapshot(),
      activity$: log.activity$,
      tail: () => log.tail(),
    },
    run: async (program, runOptions) => {
      const reported = program.pipe(Effect.onError((cause) => appendFailure(runOptions?.command ?? "program", cause)));
      const exit = await runtime.runPromiseExit(reported);
      return Exit.isSuccess(exit) ? { ok: true, value: exit.value } : { ok: false, error: coreErrorOf(exit.cause) };
    },
    dispose: () => {
      stores.dispose();
      log.dispose();
      void runtime.dispose();
    },
  };
};

// Hands out the signals without `dispose`: only the Core ends the folding.
const storesOf = ({ dispose: _dispose, current: _current, ...signals }: ReturnType<typeof createStores>): CoreStores => signals;
