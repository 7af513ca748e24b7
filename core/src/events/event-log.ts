// The client event log: an append-only, replayable rxjs stream of ClientEvents.
// Only commands and queries append (through the EventLog service); nothing may edit or drop an event.
import { Clock, Context, Effect, Layer } from "effect";
import { Observable, Subject, concat, defer, from } from "rxjs";
import type { ClientEvent, NewClientEvent } from "./client-event.ts";

export interface EventLogHandle {
  /** Every event so far, then each new one as it is appended. */
  readonly events$: Observable<ClientEvent>;
  /** Only events appended after subscribing. */
  readonly live$: Observable<ClientEvent>;
  snapshot(): ReadonlyArray<ClientEvent>;
  /** Stamps and appends one event; subscribers see it before this returns. */
  append(event: NewClientEvent, at: string): ClientEvent;
  dispose(): void;
}

export const makeEventLog = (): EventLogHandle => {
  const kept: Array<ClientEvent> = [];
  const subject = new Subject<ClientEvent>();
  return {
    // `defer` reads the kept array at subscription time; JS is single-threaded, so no event slips between.
    events$: defer(() => concat(from(kept.slice()), subject)),
    live$: subject.asObservable(),
    snapshot: () => kept.slice(),
    append: (event, at) => {
      const stamped = stamp(event, kept.length + 1, at);
      kept.push(stamped);
      subject.next(stamped);
      return stamped;
    },
    dispose: () => subject.complete(),
  };
};

/** Runs after each append, e.g. to mirror the session into storage. */
export type AfterAppend<R> = (event: ClientEvent) => Effect.Effect<void, never, R>;

export class EventLog extends Context.Service<
  EventLog,
  {
    append(...events: ReadonlyArray<NewClientEvent>): Effect.Effect<ReadonlyArray<ClientEvent>>;
    snapshot(): ReadonlyArray<ClientEvent>;
  }
>()("@ictm/core/events/EventLog") {
  static layer<R = never>(handle: EventLogHandle, afterAppend?: AfterAppend<R>): Layer.Layer<EventLog, never, R> {
    return Layer.effect(
      EventLog,
      Effect.gen(function* () {
        const context = yield* Effect.context<R>();
        const react = (event: ClientEvent) =>
          afterAppend === undefined ? Effect.void : Effect.provideContext(afterAppend(event), context);
        const append = Effect.fnUntraced(function* (...events: ReadonlyArray<NewClientEvent>) {
          const appended: Array<ClientEvent> = [];
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

// The mapped union cannot be rebuilt by spreading without losing the pairing of type and payload,
// so each event is stamped through this one generic step.
function stamp<E extends NewClientEvent>(event: E, seq: number, at: string): E & { seq: number; at: string } {
  return { ...event, seq, at };
}
