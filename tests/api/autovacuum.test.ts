// The autovacuum's work done by the server on the embedded database (server/src/db/autovacuum.ts, run by the upkeep
// on PGlite, which has no autovacuum worker): a table is due by PostgreSQL's own rules and settings (rows inserted
// since its last vacuum, dead rows, rows changed since its last analyze, each against a threshold plus a share of
// its rows), a pass vacuums and analyzes what is due so the planner has statistics, and a few changes leave a table
// alone. On its own database, PGlite's or PostgreSQL's (TEST_DATABASE_URL), with PostgreSQL's worker kept off the
// tables, so what is seen is the pass's.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { autovacuum, tablesDue } from "@ictm/server/db/autovacuum.ts";
import { openDatabase, type Database } from "@ictm/server/db/connect.ts";
import { rowsOf } from "@ictm/server/db/rows.ts";
import { startUpkeep } from "@ictm/server/upkeep.ts";
import { createTestDatabase, testDatabaseUrl, type TestDatabase } from "../support/postgres.ts";

let db: Database;
let postgres: TestDatabase | null = null;

beforeAll(async () => {
  const adminUrl = testDatabaseUrl();
  postgres = adminUrl === null ? null : await createTestDatabase(adminUrl);
  db = await openDatabase(postgres === null ? { memory: true } : { url: postgres.url });
  for (const table of ["probe", "untouched"]) {
    await db.orm.execute(sql`create table ${sql.identifier(table)} (id int primary key, v int not null) with (autovacuum_enabled = false)`);
  }
});
afterAll(async () => {
  await db?.close();
  await postgres?.drop();
});

const run = (statement: string) => db.orm.execute(sql.raw(statement));
/** The probe's counters as the statistics views show them, and whether the planner has statistics of its columns. */
async function probeStatistics() {
  const [row] = rowsOf(
    await db.orm.execute(sql`select s.vacuum_count, s.analyze_count, (select count(*) from pg_stats where tablename = 'probe') as columns
      from pg_stat_user_tables s where s.relname = 'probe'`),
  );
  return { vacuums: Number(row?.["vacuum_count"]), analyzes: Number(row?.["analyze_count"]), columnsWithStatistics: Number(row?.["columns"]) };
}

describe("the autovacuum's rules on the server's database", () => {
  it("finds a new table filled since it was made due for both, and a pass leaves it due for neither, with statistics", async () => {
    expect(await tablesDue(db.orm)).toEqual([]);
    await run("insert into probe select g, 0 from generate_series(1, 2000) g");
    expect(await tablesDue(db.orm)).toEqual([{ table: "probe", vacuum: true, analyze: true }]);
    expect(await probeStatistics()).toEqual({ vacuums: 0, analyzes: 0, columnsWithStatistics: 0 });

    expect(await autovacuum(db.orm)).toEqual([{ table: "probe", vacuum: true, analyze: true }]);
    expect(await tablesDue(db.orm)).toEqual([]);
    expect(await probeStatistics()).toEqual({ vacuums: 1, analyzes: 1, columnsWithStatistics: 2 });
  });

  it("leaves a table a few rows changed in alone, and vacuums it once its dead rows pass the threshold and a fifth", async () => {
    // 2,000 rows: vacuumed past 50 + 0.2 x 2,000 = 450 dead rows, analyzed past 50 + 0.1 x 2,000 = 250 changed.
    await run("update probe set v = v + 1 where id <= 30");
    expect(await tablesDue(db.orm)).toEqual([]);
    expect(await autovacuum(db.orm)).toEqual([]);
    await run("update probe set v = v + 1 where id <= 1000");
    expect(await tablesDue(db.orm)).toEqual([{ table: "probe", vacuum: true, analyze: true }]);
    await autovacuum(db.orm);
    expect(await tablesDue(db.orm)).toEqual([]);
    expect(await probeStatistics()).toMatchObject({ vacuums: 2, analyzes: 2 });
  });

  it("analyzes alone a table that grew by more than a tenth but not enough to vacuum", async () => {
    // Inserted rows leave none dead: vacuumed past 1,000 + 0.2 x 2,000 inserted, analyzed past 250 changed.
    await run("insert into probe select g, 0 from generate_series(2001, 2300) g");
    expect(await tablesDue(db.orm)).toEqual([{ table: "probe", vacuum: false, analyze: true }]);
    await autovacuum(db.orm);
    expect(await tablesDue(db.orm)).toEqual([]);
    expect(await probeStatistics()).toMatchObject({ vacuums: 2, analyzes: 3 });
  });

  it("is done by the upkeep's rounds when asked (PGlite), and not otherwise (PostgreSQL runs its own)", async () => {
    await run("insert into untouched select g, 0 from generate_series(1, 100) g");
    const due = [{ table: "untouched", vacuum: false, analyze: true }];
    expect(await tablesDue(db.orm)).toEqual(due);
    // This database has none of the search's tables: the upkeep's three search steps (the vocabulary, the totals per
    // word, the vacuum) fail and are reported, never thrown.
    const warnings: string[] = [];
    const without = startUpkeep({ orm: db.orm, autovacuum: false, firstAfterMs: 10, intervalMs: 60_000, warn: (message) => warnings.push(message) });
    await expect.poll(() => warnings.length, { timeout: 5_000, interval: 20 }).toBe(3);
    await without.close();
    expect(await tablesDue(db.orm)).toEqual(due);

    const upkeep = startUpkeep({ orm: db.orm, autovacuum: true, firstAfterMs: 10, intervalMs: 60_000, warn: (message) => warnings.push(message) });
    await expect.poll(() => tablesDue(db.orm), { timeout: 5_000, interval: 50 }).toEqual([]);
    await upkeep.close();
    expect(warnings.filter((warning) => !/^The search/.test(warning))).toEqual([]);
  });
});
