import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { arbitraryNewEvent } from "../test-support/arbitrary-events.ts";
import { makeStoreLog } from "../test-support/event-log.ts";
import { fcParameters } from "../test-support/fast-check.ts";
import { channelOf } from "./client-event.ts";
import { decodeEventLine, decodeEventLines, encodeEventLine } from "./event-lines.ts";

const at = (i: number) => new Date(Date.UTC(2025, 0, 1, 0, 0, i)).toISOString();

describe("the client event log as JSON lines", () => {
  it("every event of either channel, printed as a line, decodes back to an equal event on its own channel", () => {
    fc.assert(
      fc.property(fc.array(arbitraryNewEvent, { maxLength: 40 }), (events) => {
        const log = makeStoreLog();
        events.forEach((event, i) => log.append(event, at(i)));
        const text = log.tail().map((event) => `${encodeEventLine(event)}\n`).join("");
        const decoded = decodeEventLines(text);
        expect(decoded.map((line) => line.event)).toEqual(log.tail());
        expect(decoded.map((line) => line.channel)).toEqual(log.tail().map(channelOf));
      }),
      fcParameters(),
    );
  });

  it("tags each line with its channel and keeps type, payload, seq and at at the top", () => {
    const log = makeStoreLog();
    log.append({ type: "v1.SignedOut", payload: {} }, at(1));
    log.append({ type: "v1.ChangesSaved", payload: { message: "Saved Successfully" } }, at(2));
    expect(log.tail().map((event) => JSON.parse(encodeEventLine(event)))).toEqual([
      { channel: "domain", type: "v1.SignedOut", payload: {}, seq: 1, at: at(1) },
      { channel: "activity", type: "v1.ChangesSaved", payload: { message: "Saved Successfully" }, seq: 1, at: at(2) },
    ]);
  });

  it("refuses a line that is not an event of the channel it names", () => {
    const line = (value: object) => JSON.stringify(value);
    expect(() => decodeEventLine(line({ channel: "activity", type: "v1.SignedOut", payload: {}, seq: 1, at: at(1) }))).toThrow();
    expect(() => decodeEventLine(line({ channel: "domain", type: "v1.SignedIn", payload: {}, seq: 1, at: at(1) }))).toThrow();
    expect(() => decodeEventLine(line({ type: "v1.SignedOut", payload: {}, seq: 1, at: at(1) }))).toThrow();
    expect(() => decodeEventLine("not json")).toThrow();
    // A contract shape must have every key the contract requires.
    const profile = line({ channel: "domain", type: "v1.TalentProfileLoaded", payload: { profile: { key: "k" } }, seq: 1, at: at(1) });
    expect(() => decodeEventLine(profile)).toThrow();
  });
});
