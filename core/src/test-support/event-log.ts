// The event log and store folding as the core wires them, for unit tests that replay events without a Core.
// Test-only (and for tests elsewhere: `@ictm/core/test-support/event-log.ts`); apps use createCore.
import { makeEventLog, type EventLogHandle } from "../events/event-log.ts";
import { initialStoreValues, reduceStores, type StoreValues } from "../stores/stores.ts";

export { DEFAULT_LOG_LIMIT, makeEventLog } from "../events/event-log.ts";
export type { EventLogHandle, Replayed } from "../events/event-log.ts";
export { createStores, foldEvents, initialStoreValues, reduceStores } from "../stores/stores.ts";
export type { Stores, StoreValues } from "../stores/stores.ts";
export { initialSearchStoreState } from "../search/search-stores.ts";

/** A log that compacts into the stores' snapshot past `limit` events, as createCore makes it. */
export const makeStoreLog = (limit?: number): EventLogHandle<StoreValues> =>
  makeEventLog({ initial: initialStoreValues(), fold: reduceStores, limit });
