// Projectors on an in-memory PGlite, with a tiny projector of the test's own: it runs in the appending
// transaction (rolled back with it), sees only the types it handles, and a rebuild from the log gives exactly
// the live table, even after the table was damaged.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import type { Database } from "../db/connect.ts";
import { rowsOf } from "../db/rows.ts";
import { openMigratedTestDatabase } from "../db/test-database.ts";
import { transact } from "../db/transact.ts";
import { rebuildProjections, registerProjector, unregisterProjector, type Projector } from "./projectors.ts";
import { appendToStream, appendToStreamNow } from "./store.ts";

let db: Database;
const counter: Projector = {
  name: "test-counter",
  tables: ["test_counts"],
  handles: ["v1.Counted"],
  async apply(tx, event) {
    const by = Number(event.payload["by"] ?? 1);
    await tx.execute(sql`insert into test_counts (stream, total, version) values (${event.stream}, ${by}, ${event.version})
      on conflict (stream) do update set total = test_counts.total + ${by}, version = ${event.version}`);
  },
};

beforeAll(async () => {
  db = await openMigratedTestDatabase();
  await db.rawTransaction((raw) => raw.exec("create table test_counts (stream text primary key, total integer not null, version integer not null)"));
  registerProjector(counter);
}, 60_000);
afterAll(async () => {
  unregisterProjector(counter.name);
  await db.close();
});

const meta = { actor: "test", at: new Date("2030-01-01T00:00:00Z") };
const counts = async () => rowsOf(await db.orm.execute(sql`select stream, total, version from test_counts order by stream`));

describe("projectors", () => {
  it("update their tables in the appending transaction, from the events they handle only", async () => {
    await transact(db.orm, async (tx) => {
      await appendToStream(tx, "count-a", 0, [{ type: "v1.Counted", payload: { by: 2 } }, { type: "v1.Ignored", payload: {} }, { type: "v1.Counted", payload: { by: 3 } }], meta);
      await appendToStreamNow(tx, "count-b", [{ type: "v1.Counted", payload: {} }], meta);
    });
    expect(await counts()).toEqual([
      { stream: "count-a", total: 5, version: 3 },
      { stream: "count-b", total: 1, version: 1 },
    ]);
  });

  it("leave nothing behind when the append rolls back", async () => {
    const failed = transact(db.orm, async (tx) => {
      await appendToStreamNow(tx, "count-a", [{ type: "v1.Counted", payload: { by: 100 } }], meta);
      throw new Error("the command failed after appending");
    });
    await expect(failed).rejects.toThrow("the command failed");
    expect((await counts())[0]).toEqual({ stream: "count-a", total: 5, version: 3 });
  });

  it("rebuild from the whole log into exactly the live table, repairing damage", async () => {
    const live = await counts();
    await db.orm.execute(sql`update test_counts set total = 999`);
    await db.orm.execute(sql`insert into test_counts values ('stray', 1, 1)`);
    const report = await rebuildProjections(db.orm, [counter]);
    expect(report).toMatchObject({ projectors: ["test-counter"], tables: ["test_counts"], events: 4, applied: 3 });
    expect(await counts()).toEqual(live);
  });
});
