// loadEventLog over a scripted back-office, and each event in words: the filter goes out as the contract's query
// (repeated `type`), the page comes back and only its count and last id are logged; a refusal is the server's;
// a bad limit makes no call. A permit fact reads as the journey replay says it; anything else as its type and stream.
import { describe, expect, it } from "vitest";
import { MESSAGES } from "../errors/catalogue.ts";
import { restoreStaffSession } from "../staff/restore-staff-session.ts";
import { aStaff } from "../test-support/fixtures.ts";
import { makeTestCore, pathOf, problemOf } from "../test-support/test-core.ts";
import { EVENT_LOG_INPUT_MESSAGES } from "./audit-inputs.ts";
import { eventSentence, eventTypeWords } from "./event-sentence.ts";
import { loadEventLog } from "./load-event-log.ts";

const admin = { token: "staff-tok", staff: { ...aStaff, roles: ["administrator" as const] } };
const moved = {
  id: 41,
  stream: "permit-3b8f6c1e-2a4d-4e7f-9c10-5d6e7f8a9b0c",
  version: 12,
  type: "v1.CardMoved",
  occurredAt: "2026-11-26T02:15:03.000Z",
  actor: { kind: "staff" as const, key: null, name: "Pengiran Amir Yusof" },
  payload: { from: "screening", to: "evaluation", by: "staff:x" },
};

describe("loadEventLog", () => {
  it("asks after an id for a stream and some types, answers the page and logs its count and last id", async () => {
    const test = makeTestCore({ staff: admin, script: [{ method: "GET", path: "/audit/events", status: 200, body: { data: { items: [moved], last: 41 } } }] });
    await test.core.run(restoreStaffSession());
    const result = await test.core.run(loadEventLog({ after: 40, stream: moved.stream, types: ["v1.CardMoved", "v1.CardPlaced"] }));
    expect(result).toEqual({ ok: true, value: { items: [moved], last: 41 } });
    const url = new URL(test.http.requests[0]?.url ?? "");
    expect(pathOf(url.href)).toBe("/backoffice/api/v1/audit/events");
    expect(url.searchParams.getAll("type")).toEqual(["v1.CardMoved", "v1.CardPlaced"]);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({ after: "40", limit: "200", stream: moved.stream });
    const read = test.core.eventLog.snapshot().find((event) => event.type === "v1.EventLogRead");
    expect(read?.payload).toEqual({ filter: { after: 40, limit: 200, stream: moved.stream, types: ["v1.CardMoved", "v1.CardPlaced"] }, count: 1, last: 41 });
  });

  it("asks for the newest, or the newest before an id, without `after`, and logs where the read started", async () => {
    const page = { data: { items: [moved], last: 41 } };
    const test = makeTestCore({
      staff: admin,
      script: [
        { method: "GET", path: "/audit/events", status: 200, body: page },
        { method: "GET", path: "/audit/events", status: 200, body: page },
      ],
    });
    await test.core.run(restoreStaffSession());
    expect(await test.core.run(loadEventLog({ newest: true, limit: 20, types: ["v1.CardMoved"] }))).toEqual({ ok: true, value: page.data });
    expect(await test.core.run(loadEventLog({ before: 42 }))).toEqual({ ok: true, value: page.data });
    const [newest, before] = test.http.requests.map((request) => Object.fromEntries(new URL(request.url).searchParams));
    expect(newest).toEqual({ newest: "true", limit: "20", type: "v1.CardMoved" });
    expect(before).toEqual({ before: "42", limit: "200" });
    const filters = test.core.eventLog.snapshot().flatMap((event) => (event.type === "v1.EventLogRead" ? [event.payload.filter] : []));
    expect(filters).toEqual([
      { newest: true, limit: 20, stream: null, types: ["v1.CardMoved"] },
      { before: 42, limit: 200, stream: null, types: [] },
    ]);
  });

  it("refuses a read that starts in two places before any call; `newest: false` is no start", async () => {
    const test = makeTestCore({ staff: admin, script: [{ method: "GET", path: "/audit/events", status: 200, body: { data: { items: [], last: 3 } } }] });
    await test.core.run(restoreStaffSession());
    for (const input of [{ after: 3, before: 9 }, { after: 3, newest: true }, { before: 9, newest: true }]) {
      const refused = await test.core.run(loadEventLog(input));
      expect(refused.ok ? null : refused.error).toMatchObject({ _tag: "ValidationFailed", message: EVENT_LOG_INPUT_MESSAGES.oneStart });
    }
    expect(await test.core.run(loadEventLog({ after: 3, newest: false }))).toEqual({ ok: true, value: { items: [], last: 3 } });
    expect(test.http.requests).toHaveLength(1);
  });

  it("passes the server's refusal on, and refuses a limit out of range before any call", async () => {
    const test = makeTestCore({ staff: admin, script: [{ method: "GET", path: "/audit/events", status: 403, body: problemOf("forbidden", MESSAGES.forbidden) }] });
    await test.core.run(restoreStaffSession());
    const refused = await test.core.run(loadEventLog());
    expect(refused.ok ? null : refused.error._tag).toBe("Forbidden");
    const tooMany = await test.core.run(loadEventLog({ limit: 5000 }));
    expect(tooMany.ok ? null : tooMany.error).toMatchObject({ _tag: "ValidationFailed", message: EVENT_LOG_INPUT_MESSAGES.limit });
    expect(test.http.requests).toHaveLength(1);
  });
});

describe("eventSentence", () => {
  it("reads a permit fact as the replay does, naming the steps", () => {
    expect(eventSentence(moved)).toBe("Moved from Screening to Evaluation");
    expect(eventSentence({ ...moved, type: "v1.ApprovedApplicationArchived", payload: { by: "staff:x" } })).toBe("Archived");
  });

  it("reads any other event as its type in words and its stream", () => {
    expect(eventSentence({ stream: "staff-0b7e", type: "v1.StaffSignedIn", payload: {} })).toBe("Staff signed in on staff-0b7e");
    expect(eventSentence({ ...moved, type: "v2.SomethingNew" })).toBe(`Something new on ${moved.stream}`);
    expect(eventTypeWords("v1.PDFLetterSigned")).toBe("PDF letter signed");
  });

  it("names the training course a course fact is about, and says whether it is published", () => {
    const stream = "training-course-5f0c";
    expect(eventSentence({ stream, type: "v1.TrainingCourseCreated", payload: { title: "Cloud basics", isPosted: false } })).toBe("Training course “Cloud basics” created as a draft");
    expect(eventSentence({ stream, type: "v1.TrainingCourseCreated", payload: { title: "Cloud basics", isPosted: true } })).toBe("Training course “Cloud basics” created and published");
    expect(eventSentence({ stream, type: "v1.TrainingCourseChanged", payload: { title: "Cloud basics", isPosted: true } })).toBe("Training course “Cloud basics” saved, published");
    expect(eventSentence({ stream, type: "v1.TrainingCourseUnpublished", payload: { title: "Cloud basics" } })).toBe("Training course “Cloud basics” unpublished");
    expect(eventSentence({ stream, type: "v2.TrainingCourseRenamed", payload: {} })).toBe(`Training course renamed on ${stream}`);
  });
});
