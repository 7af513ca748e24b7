// The event store on an in-memory PGlite: versions per stream, a stale expected version is the 409
// `stale-version` and keeps nothing of its transaction, concurrent appends on one stream let exactly one win,
// history cannot be changed, and the chain of hashes links each event to the one before.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import type { Database } from "../db/connect.ts";
import { events } from "../db/schema.ts";
import { openMigratedTestDatabase } from "../db/test-database.ts";
import { transact } from "../db/transact.ts";
import { ProblemError } from "../http/problem.ts";
import { chainStart, eventHash } from "./chain.ts";
import { appendToStream, appendToStreamNow, lockStream, readStream } from "./store.ts";

let db: Database;
beforeAll(async () => {
  db = await openMigratedTestDatabase();
}, 60_000);
afterAll(async () => db?.close());

const meta = { actor: "test", at: new Date("2030-01-01T00:00:00Z") };
const isStale = (error: unknown) => error instanceof ProblemError && error.problem.status === 409 && error.problem.type === "urn:ictm:problem:stale-version";

describe("appendToStream", () => {
  it("numbers the events of each stream from 1 and answers the new version", async () => {
    await transact(db.orm, async (tx) => {
      expect(await appendToStream(tx, "a", 0, [{ type: "v1.Opened", payload: { n: 1 } }, { type: "v1.Noted", payload: { n: 2 } }], meta)).toBe(2);
      expect(await appendToStream(tx, "b", 0, [{ type: "v1.Opened", payload: {} }], meta)).toBe(1);
      expect(await appendToStreamNow(tx, "a", [{ type: "v1.Noted", payload: { n: 3 } }], meta)).toBe(3);
    });
    const rows = [...(await readStream(db.orm, "a")), ...(await readStream(db.orm, "b"))];
    expect(rows.map((row) => [row.stream, row.version, row.type])).toEqual([
      ["a", 1, "v1.Opened"],
      ["a", 2, "v1.Noted"],
      ["a", 3, "v1.Noted"],
      ["b", 1, "v1.Opened"],
    ]);
  });

  it("refuses a stale expected version with the 409 stale-version problem and keeps nothing of that transaction", async () => {
    const stale = transact(db.orm, async (tx) => {
      await appendToStream(tx, "c", 0, [{ type: "v1.Opened", payload: {} }], meta);
      await appendToStream(tx, "a", 2, [{ type: "v1.Noted", payload: { late: true } }], meta);
    });
    await expect(stale).rejects.toSatisfy(isStale);
    expect(await readStream(db.orm, "c")).toEqual([]);
    expect(await readStream(db.orm, "a")).toHaveLength(3);
  });

  it("lets exactly one of two concurrent appends at the same version win", async () => {
    const { version } = await transact(db.orm, (tx) => lockStream(tx, "race"));
    const attempt = (who: string) => transact(db.orm, (tx) => appendToStream(tx, "race", version, [{ type: "v1.Claimed", payload: { who } }], meta));
    const outcomes = await Promise.allSettled([attempt("first"), attempt("second")]);
    expect(outcomes.filter((outcome) => outcome.status === "fulfilled")).toHaveLength(1);
    const lost = outcomes.find((outcome) => outcome.status === "rejected");
    expect(lost?.status === "rejected" && isStale(lost.reason)).toBe(true);
    expect(await readStream(db.orm, "race")).toHaveLength(1);
  });

  it("chains each event to the one before by hash", async () => {
    const stream = await readStream(db.orm, "a");
    let previous = chainStart;
    for (const event of stream) {
      expect(event.previousHash).toBe(previous);
      expect(event.hash).toBe(eventHash(previous, event));
      previous = event.hash ?? "";
    }
  });

  it("lockStream answers the version and the events so far", async () => {
    const locked = await transact(db.orm, (tx) => lockStream(tx, "a"));
    expect(locked.version).toBe(3);
    expect(locked.events.map((event) => event.version)).toEqual([1, 2, 3]);
  });

  it("refuses to change or delete history", async () => {
    await expect(db.orm.update(events).set({ type: "v1.Rewritten" }).where(eq(events.stream, "a"))).rejects.toThrow();
    await expect(db.orm.update(events).set({ hash: "0" }).where(eq(events.stream, "a"))).rejects.toThrow();
    await expect(db.orm.delete(events).where(eq(events.stream, "b"))).rejects.toThrow();
    expect(await readStream(db.orm, "b")).toHaveLength(1);
  });
});
