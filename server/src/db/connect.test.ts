// The embedded database takes turns with the event loop (connect.ts): statements queued at once leave the loop free
// between any two (a timer, and so a connection to accept or a request to read, waits for one statement, not for
// all of them), and the next statement is that of the work that arrived first, so work under way is not overtaken.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inArrivalOrder, openDatabase, type Database } from "./connect.ts";
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
  it("lets the event loop run between statements queued at once", async () => {
    const started = performance.now();
    const statements = Array.from({ length: 20 }, busy);
    const timerAfter = await new Promise<number>((resolve) => setTimeout(() => resolve(performance.now() - started), 0));
    await Promise.all(statements);
    const all = performance.now() - started;
    // Run back to back, the timer would fire once all 20 were done; here after a statement or two.
    expect(timerAfter).toBeLessThan(all / 5);
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
