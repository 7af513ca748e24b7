import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { arbitraryNewEvent } from "../test-support/arbitrary-events.ts";
import { createStores, foldEvents, initialStoreValues, makeStoreLog } from "../test-support/event-log.ts";
import { fcParameters } from "../test-support/fast-check.ts";

const at = (i: number) => new Date(Date.UTC(2025, 0, 1, 0, 0, i)).toISOString();

describe("the bounded event log", () => {
  it("for any events and any bound, folding the snapshot then the tail gives the live stores, and so does a late replay", () => {
    fc.assert(
      fc.property(fc.array(arbitraryNewEvent, { maxLength: 60 }), fc.integer({ min: 1, max: 30 }), (events, limit) => {
        const log = makeStoreLog(limit);
        const live = createStores(log.replay$);
        events.forEach((event, i) => log.append(event, at(i)));

        expect(log.tail().length).toBeLessThanOrEqual(limit);
        expect(foldEvents(log.tail(), log.compacted() ?? initialStoreValues())).toEqual(live.current());
        const late = createStores(log.replay$);
        expect(late.current()).toEqual(live.current());
        expect(late.signals.session.value).toEqual(live.signals.session.value);
        expect(late.signals.toasts.value).toEqual(live.signals.toasts.value);
        [live, late].forEach((stores) => stores.dispose());
      }),
      fcParameters(),
    );
  });

  it("keeps every event until the bound, then compacts the oldest into a snapshot and keeps numbering", () => {
    const log = makeStoreLog(4);
    for (let i = 1; i <= 4; i++) log.append({ type: "v1.SignedOut", payload: {} }, at(i));
    expect(log.compacted()).toBeNull();
    log.append({ type: "v1.ChangesSaved", payload: { message: "Saved Successfully" } }, at(5));
    expect(log.tail().map((event) => [event.type, event.seq])).toEqual([
      ["v1.SignedOut", 4],
      ["v1.ChangesSaved", 1],
    ]);
    expect(log.compacted()?.session.status).toBe("loggedOut");
    expect(log.snapshot().map((event) => event.seq)).toEqual([4]);
  });

  it("replays to a late subscriber of events$ only the domain events kept, and of activity$ only the activity", () => {
    const log = makeStoreLog();
    log.append({ type: "v1.QueryStarted", payload: { query: "queries.loadWorkflows" } }, at(1));
    log.append({ type: "v1.WorkflowsLoaded", payload: { workflows: [] } }, at(2));
    const domain: Array<string> = [];
    const activity: Array<string> = [];
    log.events$.subscribe((event) => domain.push(event.type));
    log.activity$.subscribe((event) => activity.push(event.type));
    log.append({ type: "v1.ToastDismissed", payload: { id: "toast-1" } }, at(3));
    expect(domain).toEqual(["v1.WorkflowsLoaded"]);
    expect(activity).toEqual(["v1.QueryStarted", "v1.ToastDismissed"]);
  });
});
