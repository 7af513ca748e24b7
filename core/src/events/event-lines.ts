// The log as JSON lines (the CLI's `--events`), and back: each line is one event of either channel, tagged with
// its channel, and decodes with the events' own Schemas. Pure; printing is the caller's.
import { Schema } from "effect";
import { ActivityEventSchema, ClientEventSchema, isActivityEvent, type Channel, type StoreEvent } from "./client-event.ts";

/** A line as read back: the event and the channel it travelled on. */
export type EventLine = { readonly channel: Channel; readonly event: StoreEvent };

const LineHeader = Schema.Struct({ channel: Schema.Literals(["domain", "activity"]) });
const decodeHeader = Schema.decodeUnknownSync(Schema.fromJsonString(LineHeader));
const decodeDomain = Schema.decodeUnknownSync(Schema.fromJsonString(ClientEventSchema));
const decodeActivity = Schema.decodeUnknownSync(Schema.fromJsonString(ActivityEventSchema));
const encodeDomain = Schema.encodeSync(ClientEventSchema);
const encodeActivity = Schema.encodeSync(ActivityEventSchema);

/** One event as one line of JSON (no newline): `{"channel":"domain","type":"v1.SignedIn","payload":…,"seq":1,"at":…}`. */
export const encodeEventLine = (event: StoreEvent): string => {
  return isActivityEvent(event)
    ? JSON.stringify({ channel: "activity", ...encodeActivity(event) })
    : JSON.stringify({ channel: "domain", ...encodeDomain(event) });
};

/** Reads one line back; throws a SchemaError naming what is wrong when it is not an event of its channel. */
export const decodeEventLine = (line: string): EventLine => {
  const { channel } = decodeHeader(line);
  return { channel, event: channel === "activity" ? decodeActivity(line) : decodeDomain(line) };
};

/** Every non-blank line of `text` (e.g. the CLI's stderr with `--events`) read back, in order. */
export const decodeEventLines = (text: string): ReadonlyArray<EventLine> =>
  text
    .split("\n")
    .filter((line) => line.trim() !== "")
    .map(decodeEventLine);
