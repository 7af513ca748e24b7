// The embedded database takes turns with the event loop (connect.ts): statements queued at once leave the loop free
// once a slice is spent (a timer, and so a connection to accept or a request to read, waits for a slice and a
// statement, not for all of them), short ones run together within a slice, and the next statement is that of the
// work that arrived first, so work under way is not overtaken.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { databaseSliceMs, inArrivalOrder, openDatabase, type Database } from "./connect.ts";
import { rowsOf } from "./rows.ts";

let db: Database;
beforeAll(async () => {
  db = await openDatabase({ memory: true });
});
afterAll(async () => db?.close());

/** A statement that keeps PGlite busy for a few milliseconds, started now (drizzle's statements start when awaited). */
const busy = async () => {
  await db.orm.execute(sql`select count(*) from generate_series(1, 50000)`);
};

describe("the embedded database's turns", () => {
  it("lets the event loop run once a slice is spent while statements queued at once run", async () => {
    const started = performance.now();
    const statements = Array.from({ length: 40 }, busy);
    const timerAfter = await new Promise<number>((resolve) => setTimeout(() => resolve(performance.now() - started), 0));
    await Promise.all(statements);
    const all = performance.now() - started;
    // Run back to back, the timer would fire once all 40 were done; here after a slice and a statement or two.
    expect(all).toBeGreaterThan(databaseSliceMs * 5);
    expect(timerAfter).toBeLessThan(all / 4);
  });

  it("runs short statements queued at once within one slice, without a turn of the loop between them", async () => {
    const select = async () => {
      await db.orm.execute(sql`select 1`);
    };
    await select();
    // A round of the loop after the warm-up, so the slice starts with the five below, not with it (a slow warm-up on
    // a busy machine would otherwise spend the slice and rightly hand the next statement to the loop).
    await new Promise((resolve) => setImmediate(resolve));
    let turned = false;
    setImmediate(() => (turned = true));
    const started = performance.now();
    await Promise.all(Array.from({ length: 5 }, select));
    // Had each waited for a round of the loop, the immediate set before them would have run.
    if (performance.now() - started < databaseSliceMs) expect(turned).toBe(false);
  });

  it("runs the statements of the work that arrived first before those of later work, whatever their queueing", async () => {
    const done: string[] = [];
    const step = async (label: string) => {
      await busy();
      done.push(label);
    };
    const first = inArrivalOrder(async () => {
      await step("first 1");
      await step("first 2");
      await step("first 3");
    });
    const second = inArrivalOrder(() => Promise.all([step("second 1"), step("second 2")]));
    // Work outside any arrival is numbered as it asks: after both.
    const background = step("background");
    await Promise.all([first, second, background]);
    expect(done).toEqual(["first 1", "first 2", "first 3", "second 1", "second 2", "background"]);
  });

  it("keeps a transaction's statements together and answers a failed statement's error to its caller alone", async () => {
    await db.orm.execute(sql`create table turns (n int)`);
    const inserts = db.orm.transaction(async (tx) => {
      await tx.execute(sql`insert into turns values (1)`);
      await tx.execute(sql`insert into turns values (2)`);
    });
    // Started now, queued behind the transaction (drizzle's statements start when awaited).
    const failing = Promise.resolve(db.orm.execute(sql`select * from no_such_table`)).then(() => "answered", (error: unknown) => String(error));
    const count = Promise.resolve(db.orm.execute(sql`select count(*)::int as n from turns`)).then(rowsOf);
    await inserts;
    expect(await failing).toMatch(/no_such_table/);
    expect(await count).toEqual([{ n: 2 }]);
  });
});
