// defineStore: one store's name (as `core.stores.<name>`), initial value, reducer and what clears it, written once
// in the area's store file and listed once in a store set (stores.ts says where). Pure; a reducer never reads
// storage, the clock or the API.
import type { StoreEvent } from "../events/client-event.ts";

/**
 * Why a store starts afresh before folding an event. `memberSessionChanged`: a sign-in (maybe of someone else), a
 * sign-out or expiry, or a signed-in session that is signed in no longer, so the next person never sees the last one's.
 */
export const CLEAR_REASONS = ["memberSessionChanged"] as const;
export type ClearReason = (typeof CLEAR_REASONS)[number];

export interface StoreDefinition<N extends string, S> {
  readonly name: N;
  readonly initial: S;
  /** Folds one event of either channel (domain facts, or request bookkeeping and toasts). */
  reducer(state: S, event: StoreEvent): S;
  readonly clearOn: ReadonlyArray<ClearReason>;
}

export interface StoreOptions {
  readonly clearOn?: ReadonlyArray<ClearReason>;
}

export const defineStore = <const N extends string, S>(
  name: N,
  initial: S,
  reducer: (state: S, event: StoreEvent) => S,
  options: StoreOptions = {},
): StoreDefinition<N, S> => ({ name, initial, reducer, clearOn: options.clearOn ?? [] });
