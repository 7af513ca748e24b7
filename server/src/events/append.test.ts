// The event log on an in-memory PGlite: versions count up per stream, a stale version is a 409 conflict, and
// history cannot be changed.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { openDatabase, type Database } from "../db/connect.ts";
import { migrate, readMigrations } from "../db/migrate.ts";
import { events } from "../db/schema.ts";
import { transact } from "../db/transact.ts";
import { ProblemError } from "../http/problem.ts";
import { appendEvent } from "./append.ts";
import { readStream } from "./read.ts";

let db: Database;
beforeAll(async () => {
  db = await openDatabase({ memory: true });
  await migrate(db, await readMigrations());
});
afterAll(async () => {
  await db.close();
});

const recorded = (stream: string) => ({ stream, actor: "test", at: new Date("2030-01-01T00:00:00Z") });

describe("appendEvent", () => {
  it("numbers the events of each stream from 1", async () => {
    await transact(db.orm, async (tx) => {
      await appendEvent(tx, { type: "v1.MemberActivated", payload: { email: "a@b.bn" } }, recorded("member-a"));
      await appendEvent(tx, { type: "v1.MemberSignedIn", payload: { method: "email" } }, recorded("member-a"));
      await appendEvent(tx, { type: "v1.MemberSignedOut", payload: {} }, recorded("member-b"));
    });
    const rows = [...(await readStream(db.orm, "member-a")), ...(await readStream(db.orm, "member-b"))];
    expect(rows.map((row) => [row.stream, row.version, row.type])).toEqual([
      ["member-a", 1, "v1.MemberActivated"],
      ["member-a", 2, "v1.MemberSignedIn"],
      ["member-b", 1, "v1.MemberSignedOut"],
    ]);
  });

  it("turns a stale stream version into a 409 conflict and keeps nothing of that transaction", async () => {
    const stale = transact(db.orm, async (tx) => {
      await appendEvent(tx, { type: "v1.MemberSignedOut", payload: {} }, recorded("member-c"));
      await tx.insert(events).values({ stream: "member-a", version: 2, type: "v1.MemberSignedOut", payload: {}, actor: "stale writer" });
    });
    await expect(stale).rejects.toSatisfy((error) => error instanceof ProblemError && error.problem.status === 409);
    expect(await db.orm.select().from(events).where(eq(events.stream, "member-c"))).toEqual([]);
  });

  it("refuses to change or delete history", async () => {
    await expect(db.orm.update(events).set({ type: "v1.Rewritten" }).where(eq(events.stream, "member-a"))).rejects.toThrow();
    await expect(db.orm.delete(events).where(eq(events.stream, "member-b"))).rejects.toThrow();
    expect(await db.orm.select().from(events)).toHaveLength(3);
  });
});
