// PostgreSQL's autovacuum, done by the server for the embedded database. PGlite runs no autovacuum worker (one
// backend, no background processes), so without this its tables were never analyzed after the migrations created
// them empty: the planner priced every statement of a database grown by use with a table's default guesses (no
// value counts, no histograms), dead rows were never reclaimed from the indexes, and no page was marked all-visible
// for index-only scans. The same rules as the worker's, with the database's own settings (the autovacuum_*
// parameters, so one source): a table is vacuumed when its dead rows pass autovacuum_vacuum_threshold +
// autovacuum_vacuum_scale_factor x its rows, or the rows inserted since its last vacuum pass the insert threshold
// and scale factor, and analyzed when the rows changed since its last analyze pass autovacuum_analyze_threshold +
// autovacuum_analyze_scale_factor x its rows. Per-table storage options are not read (the schema sets none).
// One statement a table, so on PGlite the requests that queue meanwhile are answered between two tables.
// PostgreSQL does all this itself: the server runs the pass only on PGlite (../upkeep.ts).
import { sql } from "drizzle-orm";
import type { Orm } from "./connect.ts";
import { rowsOf } from "./rows.ts";

/** What the pass found due in one table, and so did. */
export interface TableUpkeep {
  table: string;
  vacuum: boolean;
  analyze: boolean;
}

/** The tables of the application's schema that are due, by autovacuum's rules: the most changed first. */
export async function tablesDue(orm: Orm): Promise<TableUpkeep[]> {
  // Counters a backend has not reported yet are sent at the end of its next transaction, at most once a second;
  // PGlite's one backend reports them only so. Forced, this statement's end sends them, and the next reads them.
  await orm.execute(sql`select pg_stat_force_next_flush()`);
  const setting = (name: string) => sql`current_setting(${name})::float8`;
  // reltuples is -1 until a table's first vacuum or analyze: counted as no rows, as the worker counts it.
  const rows = rowsOf(
    await orm.execute(sql`select relname, to_vacuum, to_analyze from (
        select s.relname,
          s.n_dead_tup > ${setting("autovacuum_vacuum_threshold")} + ${setting("autovacuum_vacuum_scale_factor")} * greatest(c.reltuples, 0)
            or s.n_ins_since_vacuum > ${setting("autovacuum_vacuum_insert_threshold")} + ${setting("autovacuum_vacuum_insert_scale_factor")} * greatest(c.reltuples, 0) as to_vacuum,
          s.n_mod_since_analyze > ${setting("autovacuum_analyze_threshold")} + ${setting("autovacuum_analyze_scale_factor")} * greatest(c.reltuples, 0) as to_analyze,
          s.n_dead_tup + s.n_ins_since_vacuum + s.n_mod_since_analyze as changed
        from pg_stat_user_tables s join pg_class c on c.oid = s.relid
        where s.schemaname = current_schema()) due
      where to_vacuum or to_analyze order by changed desc, relname`),
  );
  return rows.map((row) => ({ table: String(row["relname"]), vacuum: row["to_vacuum"] === true, analyze: row["to_analyze"] === true }));
}

/**
 * Vacuums and analyzes each due table (`tablesDue`), skipping one another session holds, and answers what it did.
 * A vacuum analyzes in the same pass when the table is due for both.
 */
export async function autovacuum(orm: Orm): Promise<TableUpkeep[]> {
  const due = await tablesDue(orm);
  for (const { table, vacuum, analyze } of due) {
    const name = sql.identifier(table);
    if (vacuum) await orm.execute(analyze ? sql`vacuum (analyze, skip_locked) ${name}` : sql`vacuum (skip_locked) ${name}`);
    else await orm.execute(sql`analyze (skip_locked) ${name}`);
  }
  return due;
}
