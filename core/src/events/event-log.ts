// The client event log: two append-only, replayable rxjs channels (domain facts; activity = request bookkeeping
// and toasts), bounded: past `limit` events the oldest are folded into a snapshot of the store values.
// Only commands and queries append (through the EventLog service); nothing may edit an event.
import { Clock, Context, Effect, Layer } from "effect";
import { Observable, Subject, concat, defer, filter, from, map } from "rxjs";
import {
  isActivityEvent,
  isDomainEvent,
  type ActivityEvent,
  type ClientEvent,
  type NewStoreEvent,
  type StoreEvent,
} from "./client-event.ts";

/** How many events (both channels together) the log keeps before it compacts. */
export const DEFAULT_LOG_LIMIT = 1_000;

export interface EventLogOptions<S> {
  /** The store values before any event, and how an event changes them: what compaction folds into the snapshot. */
  readonly initial: S;
  readonly fold: (values: S, event: StoreEvent) => S;
  readonly limit?: number;
}

/** What a late subscriber replays: the snapshot first (once the log has compacted), then every kept event. */
export type Replayed<S> =
  | { readonly kind: "snapshot"; readonly values: S }
  | { readonly kind: "event"; readonly event: StoreEvent };

export interface EventLogHandle<S> {
  /** Every domain event kept, then each new one. */
  readonly events$: Observable<ClientEvent>;
  /** Every activity event kept, then each new one. */
  readonly activity$: Observable<ActivityEvent>;
  /** The snapshot (if any), every kept event of both channels in order, then each new one: what stores fold. */
  readonly replay$: Observable<Replayed<S>>;
  /** The domain events kept (the tail after the latest compaction). */
  snapshot(): ReadonlyArray<ClientEvent>;
  /** Both channels' kept events, in the order they were appended. */
  tail(): ReadonlyArray<StoreEvent>;
  /** The store values folded from every event compacted away; null until the log first compacts. */
  compacted(): S | null;
  /** Stamps (seq within its channel, and `at`) and appends one event; subscribers see it before this returns. */
  append(event: NewStoreEvent, at: string): StoreEvent;
  dispose(): void;
}

export const makeEventLog = <S>(options: EventLogOptions<S>): EventLogHandle<S> => {
  const limit = Math.max(1, Math.floor(options.limit ?? DEFAULT_LOG_LIMIT));
  // Compacting to half the limit leaves room, so a busy log folds in batches rather than on every append.
  const keep = Math.ceil(limit / 2);
  let kept: Array<StoreEvent> = [];
  let base: S | null = null;
  let domainSeq = 0;
  let activitySeq = 0;
  const subject = new Subject<StoreEvent>();
  const compact = () => {
    const dropped = kept.slice(0, kept.length - keep);
    kept = kept.slice(kept.length - keep);
    base = dropped.reduce(options.fold, base ?? options.initial);
  };
  return {
    // `defer` reads the kept events at subscription time; JS is single-threaded, so no event slips between.
    events$: defer(() => concat(from(kept.filter(isDomainEvent)), subject.pipe(filter(isDomainEvent)))),
    activity$: defer(() => concat(from(kept.filter(isActivityEvent)), subject.pipe(filter(isActivityEvent)))),
    replay$: defer(() => {
      const start: Array<Replayed<S>> = base === null ? [] : [{ kind: "snapshot", values: base }];
      return concat(from([...start, ...kept.map(replayedEvent<S>)]), subject.pipe(map(replayedEvent<S>)));
    }),
    snapshot: () => kept.filter(isDomainEvent),
    tail: () => kept.slice(),
    compacted: () => base,
    append: (event, at) => {
      const stamped: StoreEvent = isActivityEvent(event) ? stamp(event, ++activitySeq, at) : stamp(event, ++domainSeq, at);
      kept.push(stamped);
      if (kept.length > limit) compact();
      subject.next(stamped);
      return stamped;
    },
    dispose: () => subject.complete(),
  };
};

/** Runs after each domain event is appended, e.g. to mirror the session into storage. */
export type AfterAppend<R> = (event: ClientEvent) => Effect.Effect<void, never, R>;

export class EventLog extends Context.Service<
  EventLog,
  {
    /** Appends each event to its channel (by its type) and answers them stamped. */
    append(...events: ReadonlyArray<NewStoreEvent>): Effect.Effect<ReadonlyArray<StoreEvent>>;
    /** The domain events kept. */
    snapshot(): ReadonlyArray<ClientEvent>;
  }
>()("@ictm/core/events/EventLog") {
  static layer<S, R = never>(handle: EventLogHandle<S>, afterAppend?: AfterAppend<R>): Layer.Layer<EventLog, never, R> {
    return Layer.effect(
      EventLog,
      Effect.gen(function* () {
        const context = yield* Effect.context<R>();
        const react = (event: StoreEvent) =>
          afterAppend === undefined || !isDomainEvent(event) ? Effect.void : Effect.provideContext(afterAppend(event), context);
        const append = Effect.fnUntraced(function* (...events: ReadonlyArray<NewStoreEvent>) {
          const appended: Array<StoreEvent> = [];
          for (const event of events) {
            const at = new Date(yield* Clock.currentTimeMillis).toISOString();
            const stamped = handle.append(event, at);
            appended.push(stamped);
            yield* react(stamped);
          }
          return appended;
        });
        return EventLog.of({ append, snapshot: () => handle.snapshot() });
      }),
    );
  }
}

const replayedEvent = <S>(event: StoreEvent): Replayed<S> => ({ kind: "event", event });

// The union cannot be rebuilt by spreading without losing the pairing of type and payload,
// so each event is stamped through this one generic step.
function stamp<E extends NewStoreEvent>(event: E, seq: number, at: string): E & { seq: number; at: string } {
  return { ...event, seq, at };
}
