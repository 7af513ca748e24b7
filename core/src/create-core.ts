// createCore: wires the event log, the stores, the API client and session storage into one object for a UI or the CLI.
// The only place layers are assembled; never reach into a store's signal to write it.
import { Effect, Exit, Layer, ManagedRuntime } from "effect";
import type { Observable } from "rxjs";
import { ApiClient, type Fetch } from "./api/api-client.ts";
import { appendFailure, coreErrorOf } from "./program/report-failure.ts";
import type { CoreError } from "./errors/errors.ts";
import type { ActivityEvent, ClientEvent, StoreEvent } from "./events/client-event.ts";
import { EventLog, makeEventLog } from "./events/event-log.ts";
import { mirrorSessionToStorage } from "./platform/session-writer.ts";
import type { SessionStorage } from "./platform/session-storage.ts";
import type { CoreStoreValues, StoreSet, StoreSignals } from "./stores/store-set.ts";
import type { ALL_STORES } from "./stores/stores.ts";

export interface CoreOptions<V extends CoreStoreValues> {
  /** The stores it folds: an app's (`PORTAL_STORES`, `BACKOFFICE_STORES`), or all (`ALL_STORES`: the CLI, tests). */
  readonly stores: StoreSet<V>;
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

/**
 * Where an app names the store set its core folds, by declaration merging, so that `Core`, `StoreValues` and
 * `StoreName` are its stores wherever its code is checked (each app's main.tsx):
 * `declare module "@ictm/core/create-core.ts" { interface Register { readonly stores: typeof PORTAL_STORES } }`.
 * Without one (the CLI, the tests, ui-kit on its own), every store.
 */
export interface Register {}

/** The values of the registered set's stores (see Register). */
export type StoreValues = Register extends { readonly stores: StoreSet<infer V> } ? V : ReturnType<(typeof ALL_STORES)["initial"]>;
export type StoreName = keyof StoreValues;

/** Each store's signal under its name: `core.stores.session`, `core.stores.toasts`, ... */
export type CoreStores = StoreSignals<StoreValues>;

export type RunResult<A> = { readonly ok: true; readonly value: A } | { readonly ok: false; readonly error: CoreError };

export interface RunOptions {
  /** Names a program that is not a core command in its `v1.CommandFailed` event. */
  readonly command?: string;
}

/** A core that folds the stores of `V`. */
export interface CoreOf<V> {
  readonly stores: StoreSignals<V>;
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

/** The core of the app being checked (see Register). */
export type Core = CoreOf<StoreValues>;

export const createCore = <V extends CoreStoreValues>(options: CoreOptions<V>): CoreOf<V> => {
  const log = makeEventLog({ initial: options.stores.initial(), fold: options.stores.reduce, limit: options.eventLogLimit });
  const stores = options.stores.create(log.replay$);
  const mirror = mirrorSessionToStorage(
    () => stores.signals.session.peek(),
    () => stores.signals.staffSession.peek(),
  );
  const eventLogLayer = EventLog.layer(log, mirror).pipe(
    Layer.provide(options.sessionStorage),
  );
  const apiLayer = ApiClient.layer({
    portalBaseUrl: options.portalBaseUrl,
    backofficeBaseUrl: options.backofficeBaseUrl,
    ...(options.fetch === undefined ? {} : { fetch: options.fetch }),
    currentToken: () => stores.signals.session.peek().token,
    currentStaffToken: () => stores.signals.staffSession.peek().token,
  }).pipe(Layer.provide(eventLogLayer));
  const runtime = ManagedRuntime.make(Layer.mergeAll(apiLayer, eventLogLayer, options.sessionStorage));

  return {
    // The signals alone: only the Core ends the folding.
    stores: stores.signals,
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

