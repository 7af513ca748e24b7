// A set of stores an app's core folds: those every core folds (the member and staff sessions, whose tokens the API
// client reads, the toasts, and the reference data both apps read) and the app's own. Each app lists only the
// stores its pages read (portal-stores.ts, backoffice-stores.ts), so the other app's reducers and events stay out of
// its script and each event is folded into fewer stores; the CLI and the tests fold every store (stores.ts). The
// folding itself is written once, here.
import { batch, signal, type ReadonlySignal, type Signal } from "@preact/signals-core";
import type { Observable } from "rxjs";
import { sessionStore, type SessionState } from "../accounts/session-store.ts";
import type { StoreEvent } from "../events/client-event.ts";
import type { Replayed } from "../events/event-log.ts";
import { referenceDataStore } from "../reference-data/reference-data-store.ts";
import { staffSessionStore } from "../staff/staff-session-store.ts";
import { toastsStore } from "../toasts/toasts-store.ts";
import { CLEAR_REASONS, type ClearReason, type StoreDefinition } from "./define-store.ts";

/**
 * The stores every core folds: createCore reads both sessions' tokens, ui-kit shows the toasts, both apps read the
 * reference data.
 */
export const CORE_STORES = [sessionStore, staffSessionStore, toastsStore, referenceDataStore] as const;

/** Store definitions of any name and state (a reducer is a method, so any state fits). */
export type StoreList = ReadonlyArray<StoreDefinition<string, unknown>>;

/** Each listed store's value under its name. */
export type ValuesOf<L extends StoreList> = { readonly [K in L[number]["name"]]: Extract<L[number], { readonly name: K }>["initial"] };

/** The values of the stores every core folds. */
export type CoreStoreValues = ValuesOf<typeof CORE_STORES>;

/** Each store's signal under its name, as a core hands them out. */
export type StoreSignals<V> = { readonly [K in keyof V]: ReadonlySignal<V[K]> };

export interface Stores<V> {
  /** Each store's signal under its name. */
  readonly signals: StoreSignals<V>;
  /** Every store's value now (what the signals hold), e.g. to compare a replay with the live stores. */
  current(): V;
  /** Stops folding; the signals keep their last values. */
  dispose(): void;
}

/** A set of stores and how they fold: the single definition the live stores, replay and compaction use. */
export interface StoreSet<V extends CoreStoreValues> {
  /** Every store's initial value. */
  initial(): V;
  /** Folds one event of either channel into every store of the set. */
  reduce(values: V, event: StoreEvent): V;
  /** Folds events in order, from the initial values unless `from` is given. */
  fold(events: Iterable<StoreEvent>, from?: V): V;
  /** Subscribes to the log's replay (its snapshot, if compacted, then its events) and keeps the signals folded. */
  create(replay$: Observable<Replayed<V>>): Stores<V>;
}

/** The set of the core's stores and `stores` (each listed once, in its area's set). */
export function storeSet<const L extends StoreList>(...stores: L): StoreSet<CoreStoreValues & ValuesOf<L>> {
  const all: StoreList = [...CORE_STORES, ...stores];
  const names = all.map((store) => store.name);
  const duplicate = names.find((name, index) => names.indexOf(name) !== index);
  if (duplicate !== undefined) throw new Error(`The store ${duplicate} is listed twice.`);
  return makeSet<CoreStoreValues & ValuesOf<L>>(all, holdsEvery(names), holdsEvery(names));
}

type Entries = Readonly<Record<string, unknown>>;
/** Whether a record has an entry for each store of the set: true by construction, checked to type it without a cast. */
type Check<T> = (record: Entries) => record is Entries & T;

const holdsEvery =
  <T,>(names: ReadonlyArray<string>): Check<T> =>
  (record): record is Entries & T =>
    names.every((name) => name in record);

function makeSet<V extends CoreStoreValues>(all: StoreList, isValues: Check<V>, isSignals: Check<StoreSignals<V>>): StoreSet<V> {
  const complete = <T,>(record: Entries, check: Check<T>): T => {
    if (check(record)) return record;
    throw new Error("A store is listed without its initial value.");
  };
  const initial = (): V => complete(Object.fromEntries(all.map((store) => [store.name, store.initial])), isValues);
  const reduce = (values: V, event: StoreEvent): V => {
    const cleared = new Set<ClearReason>();
    for (const reason of CLEAR_REASONS) if (CLEARS[reason](values, event)) cleared.add(reason);
    const before: Entries = values;
    const next: Record<string, unknown> = {};
    for (const store of all) {
      const from = store.clearOn.some((reason) => cleared.has(reason)) ? store.initial : before[store.name];
      next[store.name] = store.reducer(from, event);
    }
    return complete(next, isValues);
  };
  const fold = (events: Iterable<StoreEvent>, from: V = initial()): V => {
    let values = from;
    for (const event of events) values = reduce(values, event);
    return values;
  };
  const create = (replay$: Observable<Replayed<V>>): Stores<V> => {
    let values = initial();
    const first: Entries = values;
    const signals = new Map<string, Signal<unknown>>(all.map((store) => [store.name, signal(first[store.name])]));
    const subscription = replay$.subscribe((item) => {
      values = item.kind === "snapshot" ? item.values : reduce(values, item.event);
      const now: Entries = values;
      // One batch per event, so a reader never sees the session cleared but the profile still there. Signals skip
      // equal values, so a store an event did not change notifies nobody.
      batch(() => {
        for (const [name, held] of signals) held.value = now[name];
      });
    });
    return { signals: complete(Object.fromEntries(signals), isSignals), current: () => values, dispose: () => subscription.unsubscribe() };
  };
  return { initial, reduce, fold, create };
}

/** Whether each store starts afresh before this event: computed once per event, from the values before it. */
const CLEARS: { readonly [R in ClearReason]: (values: CoreStoreValues, event: StoreEvent) => boolean } = {
  memberSessionChanged: (values, event) =>
    memberSessionChanged(values.session, sessionStore.reducer(values.session, event), event),
};

/** A sign-in (maybe of someone else), a sign-out or expiry, or a signed-in session that is signed in no longer. */
const memberSessionChanged = (before: SessionState, after: SessionState, event: StoreEvent): boolean =>
  event.type === "v1.SignedIn" ||
  event.type === "v1.SignedOut" ||
  event.type === "v1.SessionExpired" ||
  (before.status === "loggedIn" && after.status !== "loggedIn");
