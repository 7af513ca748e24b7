// `ictm events tail`: the server's event log as readable lines (`2026-11-26 10:15:03 +08:00  permit-… v12
// v1.CardMoved  Pengiran Amir Yusof  Moved from Screening to Evaluation`) or, with --json, one JSON line per event.
// Without --after it prints the last --limit events (one read of the newest: the server walks the log from its end);
// with --after, the first --limit after that id. --follow then polls every second for what comes after the last id
// read, until Ctrl-C, which ends it cleanly (exit code 0).
// Administrators only: the server decides, and its refusal is printed.
import { Console, Effect, Option } from "effect";
import { Command, Flag } from "effect/cli";
import { EVENT_LOG_LIMITS, eventSentence, loadEventLog, type EventLogEntry } from "@ictm/core";
import { interruption, misuse } from "../output.ts";
import { bruneiTime } from "./application-text.ts";
import { requireStaff, withCore, type Session } from "./shared.ts";

/** One event as a line a person reads. */
export const eventLine = (event: EventLogEntry): string =>
  [bruneiTime(event.occurredAt), `${event.stream} v${event.version}`, event.type, event.actor.name, eventSentence(event)].join("  ");

interface Filter {
  readonly stream?: string;
  readonly types: ReadonlyArray<string>;
}

const filterQuery = (filter: Filter) => ({ types: [...filter.types], ...(filter.stream === undefined ? {} : { stream: filter.stream }) });

/** Every event after `after` to the end of the log, a full page at a time; answers them and the last id read. */
const readToEnd = (session: Session, filter: Filter, after: number) =>
  Effect.gen(function* () {
    let last = after;
    const read: EventLogEntry[] = [];
    for (;;) {
      const page = yield* session.run(loadEventLog({ after: last, limit: EVENT_LOG_LIMITS.maxLimit, ...filterQuery(filter) }));
      read.push(...page.items);
      last = page.last;
      if (page.items.length < EVENT_LOG_LIMITS.maxLimit) return { events: read, last };
    }
  });

const tail = Command.make(
  "tail",
  {
    follow: Flag.Boolean("follow").pipe(Flag.withDescription("Keep printing new events as they are stored, until Ctrl-C"), Flag.withDefault(false)),
    stream: Flag.String("stream").pipe(Flag.withDescription("Only this stream (permit-<id>, staff-<key>, ...)"), Flag.optional),
    types: Flag.String("type").pipe(Flag.withDescription("Only events of this type (v1.CardMoved); repeat for more"), Flag.atLeast(0)),
    after: Flag.Int("after").pipe(Flag.withDescription("Start after this event id (the first --limit after it)"), Flag.optional),
    limit: Flag.Int("limit").pipe(Flag.withDescription(`How many events to print first, 1 to ${EVENT_LOG_LIMITS.maxLimit}`), Flag.withDefault(20)),
  },
  (flags) =>
    withCore((session) =>
      Effect.gen(function* () {
        if (flags.limit < 1 || flags.limit > EVENT_LOG_LIMITS.maxLimit) return yield* misuse(session, `Please give --limit from 1 to ${EVENT_LOG_LIMITS.maxLimit}.`);
        if (Option.isSome(flags.after) && flags.after.value < 0) return yield* misuse(session, "Please give --after as an event id from 0.");
        yield* requireStaff(session);
        const filter: Filter = { types: flags.types, ...(Option.isSome(flags.stream) ? { stream: flags.stream.value } : {}) };
        const print = (events: ReadonlyArray<EventLogEntry>) =>
          Effect.forEach(events, (event) => Console.log(session.json ? JSON.stringify(event) : eventLine(event)), { discard: true });
        const start = Option.isSome(flags.after) ? { after: flags.after.value } : { newest: true };
        const first = yield* session.run(loadEventLog({ ...start, limit: flags.limit, ...filterQuery(filter) }));
        yield* print(first.items);
        let last = first.last;
        if (!flags.follow) return;
        // Ctrl-C is how a follow ends: main.ts exits 0 for it.
        interruption.isNormalEnd = true;
        for (;;) {
          yield* Effect.sleep("1 second");
          const next = yield* readToEnd(session, filter, last);
          yield* print(next.events);
          last = next.last;
        }
      }),
    ),
).pipe(
  Command.withDescription("Print the server's event log as readable lines or JSON lines; --follow keeps printing (administrators)"),
  Command.withExamples([
    { command: "ictm events tail", description: "The last 20 events" },
    { command: "ictm events tail --follow --type v1.CardMoved", description: "Every card move as it happens" },
    { command: "ictm events tail --stream permit-3b8f6c1e-2a4d-4e7f-9c10-5d6e7f8a9b0c --after 0 --limit 1000 --json", description: "One application's events as JSON lines" },
  ]),
);

export const events = Command.make("events").pipe(
  Command.withDescription("The server's event log (administrators): tail it, follow it"),
  Command.withSubcommands([tail]),
);
