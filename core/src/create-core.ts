// createCore: wires the event log, the stores, the API client and session storage into one object for a UI or the CLI.
// The only place layers are assembled; never reach into a store's signal to write it.
import type { ReadonlySignal } from "@preact/signals-core";
import { Effect, Exit, Layer, ManagedRuntime } from "effect";
import type { Observable } from "rxjs";
import { ApiClient, type Fetch } from "./api/api-client.ts";
import { appendFailure, coreErrorOf } from "./program/report-failure.ts";
import type { CoreError } from "./errors/errors.ts";
import type { ClientEvent } from "./events/client-event.ts";
import { EventLog, makeEventLog } from "./events/event-log.ts";
import { mirrorSessionToStorage } from "./platform/session-writer.ts";
import type { SessionStorage } from "./platform/session-storage.ts";
import { createStores, type StoreValues } from "./stores/stores.ts";

export interface CoreOptions {
  /** "/api/v1" in a browser; "http://localhost:8080/api/v1" in Node. */
  readonly portalBaseUrl: string;
  /** "/backoffice/api/v1" in a browser; "http://localhost:8080/backoffice/api/v1" in Node. */
  readonly backofficeBaseUrl: string;
  /** Defaults to the platform's global fetch. */
  readonly fetch?: Fetch;
  /** `SessionStorage.layerKeyValue(window.localStorage, cookieJar)`, a file-backed store, or `SessionStorage.layerTest()`. */
  readonly sessionStorage: Layer.Layer<SessionStorage>;
}

/** Every service a command or query may need; `run` provides them all. */
export type CoreServices = ApiClient | EventLog | SessionStorage;

/**
 * session, talentProfile, workflows, toasts, businessProfile, referenceData, ownJobVacancies, ownIctProjects,
 * savedJobs, staffSession, businessVerifications, talentSearch, businessSearch, jobSearch, ictProjectSearch: each a
 * ReadonlySignal of its StoreValues entry.
 */
export type CoreStores = { readonly [K in keyof StoreValues]: ReadonlySignal<StoreValues[K]> };

export type RunResult<A> = { readonly ok: true; readonly value: A } | { readonly ok: false; readonly error: CoreError };

export interface RunOptions {
  /** Names a program that is not a core command in its `v1.CommandFailed` event. */
  readonly command?: string;
}

export interface Core {
  readonly stores: CoreStores;
  readonly eventLog: {
    /** Every event so far, then each new one. */
    readonly events$: Observable<ClientEvent>;
    snapshot(): ReadonlyArray<ClientEvent>;
  };
  /** Runs a command or query; a failure is appended as `v1.CommandFailed` (a toast unless silent) and returned. */
  run<A, E>(program: Effect.Effect<A, E, CoreServices>, options?: RunOptions): Promise<RunResult<A>>;
  dispose(): void;
}

export const createCore = (options: CoreOptions): Core => {
  const log = makeEventLog();
  const stores = createStores(log.events$);
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
    eventLog: { events$: log.events$, snapshot: () => log.snapshot() },
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
const storesOf = ({ dispose: _dispose, ...signals }: ReturnType<typeof createStores>): CoreStores => signals;
