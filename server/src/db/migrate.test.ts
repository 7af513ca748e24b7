// The migration runner on an in-memory PGlite: applies every file once, then nothing, and keeps order.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type Database } from "./connect.ts";
import { migrate, readMigrations } from "./migrate.ts";

describe("migrate", () => {
  let db: Database;
  beforeAll(async () => {
    db = await openDatabase({ memory: true });
  }, 60_000);
  afterAll(async () => {
    await db.close();
  });

  it("applies the project's migrations once and then nothing on a second start", async () => {
    const migrations = await readMigrations();
    expect(migrations.map((m) => m.version)).toEqual(migrations.map((_, i) => i + 1));
    expect(await migrate(db, migrations)).toEqual(migrations.map((m) => m.version));
    expect(await migrate(db, migrations)).toEqual([]);
    const tables = await db.rawTransaction((sql) =>
      sql.query("select count(*)::int as n from information_schema.tables where table_name = 'members'"),
    );
    expect(tables[0]?.["n"]).toBe(1);
  });

  it("applies only the versions not recorded yet", async () => {
    const extra = { version: 9001, name: "extra", sql: "create table extra_one (id int); create table extra_two (id int);" };
    expect(await migrate(db, [extra])).toEqual([9001]);
    expect(await migrate(db, [extra])).toEqual([]);
  });

  it("rolls back a failing migration whole, recording nothing", async () => {
    const broken = { version: 9002, name: "broken", sql: "create table half_done (id int); select * from missing_table;" };
    await expect(migrate(db, [broken])).rejects.toThrow();
    const rows = await db.rawTransaction((sql) =>
      sql.query("select (select count(*)::int from schema_migrations where version = 9002) as recorded, to_regclass('half_done') is null as gone"),
    );
    expect(rows[0]).toEqual({ recorded: 0, gone: true });
  });
});
