// The hook that hands a page a store it shows and loads it when nothing has been asked yet. Loading is the core's
// (its queries); the hook only decides "not asked yet, so ask", so pages never fetch themselves. A failed load is
// not retried by itself: the page offers "Try again" (see Loaded.tsx).
import { useEffect } from "react";
import { useSignals } from "@preact/signals-react/runtime";
import type { Core, LoadStatus, StoreValues } from "@ictm/core";
import { useCore } from "./core-context.tsx";

/** The stores that are loaded by a query: those whose state carries a LoadStatus. */
export type LoadedStoreName = {
  [K in keyof StoreValues]: StoreValues[K] extends { readonly status: LoadStatus } ? K : never;
}[keyof StoreValues];

/** A query the core runs (`loadTalentProfile()`, `loadWorkflows()`). */
export type StoreQuery = Parameters<Core["run"]>[0];

export interface LoadedStoreOptions {
  /** False while it is not yet known who asks (a session still being restored): nothing is asked meanwhile. */
  isReady?: boolean;
  /** Ask once on arriving even when the store already holds an answer (a list that changes elsewhere). */
  fresh?: boolean;
}

export function useLoadedStore<K extends LoadedStoreName>(name: K, load: () => StoreQuery, options: LoadedStoreOptions = {}): StoreValues[K] {
  useSignals();
  const core = useCore();
  const state = core.stores[name].value;
  const ask = shouldAsk(state.status, options);
  // `load` is a new function each render, so not a dependency: `ask` turning true is what asks.
  useEffect(() => {
    if (ask) void core.run(load());
  }, [core, ask]);
  return state;
}

/** Whether a page asks for its store: once ready, when nothing was asked yet (or, when `fresh`, on arriving). */
export function shouldAsk(status: LoadStatus, { isReady = true, fresh = false }: LoadedStoreOptions): boolean {
  return isReady && (fresh || status === "idle");
}
