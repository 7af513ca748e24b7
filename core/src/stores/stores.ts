// Every store, as the CLI and the tests fold them: the core's (store-set.ts), both apps' (portal-stores.ts,
// backoffice-stores.ts) and those no page reads yet. A new store is defined in its area and listed once: in its app's
// set, or below when no page reads it. Stores are read-only signals folded from the event log; never write one.
import { businessVerificationsStore } from "../verification/business-verifications-store.ts";
import { BACKOFFICE_ONLY_STORES } from "./backoffice-stores.ts";
import { PORTAL_ONLY_STORES } from "./portal-stores.ts";
import { storeSet, type Stores as StoresOf } from "./store-set.ts";

/** Every store: the default set of `createCore` for the CLI and the tests. */
export const ALL_STORES = storeSet(...PORTAL_ONLY_STORES, ...BACKOFFICE_ONLY_STORES, businessVerificationsStore);

export type StoreValues = ReturnType<typeof ALL_STORES.initial>;
export type StoreName = keyof StoreValues;
export type Stores = StoresOf<StoreValues>;

/** Folds one event of either channel into every store. */
export const reduceStores = ALL_STORES.reduce;
/** Folds events in order, from the initial values unless `from` is given. */
export const foldEvents = ALL_STORES.fold;
/** Every store's initial value. */
export const initialStoreValues = ALL_STORES.initial;
/** Subscribes to the log's replay (its snapshot, if compacted, then its events) and keeps the signals folded. */
export const createStores = ALL_STORES.create;
