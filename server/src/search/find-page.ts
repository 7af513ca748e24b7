// The query every search shares: the keys of one page of the rows a caller may see in relevance order, and the
// count of all of them. The order (migrations/0019_search_relevance.sql): with terms, rows matching in a title,
// name, headline or skills (document weights A and B) before rows matching only in prose, then completeness, then
// how well the title and skills match, then the most recent; without terms, completeness then the most recent.
// The key breaks every tie, so pages never overlap. Each area
// then reads its page's rows by key. The filter comes from the area and holds every privacy rule, in SQL.
// Runs on the database handle, never inside a caller's transaction (a ranked search sets a planner option for
// its own transaction).
import { and, desc, sql, type SQL } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Orm, Queryable } from "../db/connect.ts";
import { rowsOf } from "../db/rows.ts";
import type { PageRequest } from "./paging.ts";

export interface Listing {
  table: PgTable;
  key: PgColumn;
  /** When the row was created or last active: the most recent first among equals. */
  createdAt: PgColumn;
  /** How complete the row is (migrations/0019_search_relevance.sql); absent where every row is complete. */
  completeness?: PgColumn;
  document: PgColumn;
  /** The rows this caller may see, whatever the terms. */
  visible: SQL;
}

/**
 * How the count is taken. "window": `count(*) over ()` on the page query, one pass over the matches (a page
 * past the end needs a second statement). "separate": a count beside the page query (on PostgreSQL the two
 * run at once on two connections). "auto": window when ranking (every match is read to rank it anyway),
 * separate when listing newest first (the page reads ten index entries, the count reads the index alone).
 * scripts/bench.ts measures each.
 */
export type CountMode = "window" | "separate" | "auto";
export const defaultCountMode: CountMode = "auto";

export interface FoundPage {
  keys: string[];
  count: number;
}

export async function findPage(db: Orm, listing: Listing, words: readonly string[], page: PageRequest, countMode: CountMode): Promise<FoundPage> {
  const query = words.length === 0 ? null : sql`search_query(string_to_array(${words.join(" ")}, ' '))`;
  const where = query === null ? listing.visible : and(listing.visible, sql`${listing.document} @@ ${query}`);
  const keysQuery = async (db: Queryable, windowed: boolean): Promise<Array<{ key: string; total: number }>> => {
    const total = windowed ? sql`count(*) over ()` : sql`0`;
    if (query === null) {
      // The planner walks the (completeness desc, created_at desc, key desc) index and stops after the page.
      const order = [...(listing.completeness ? [desc(listing.completeness)] : []), desc(listing.createdAt), desc(listing.key)];
      return db.select({ key: sql<string>`${listing.key}`, total: total.mapWith(Number) }).from(listing.table).where(where).orderBy(...order).limit(page.pageSize).offset(page.offset);
    }
    // Weights {D, C, B, A}: prose (stripped, so weight D) counts nothing, so a rank above 0 is a title, name,
    // headline or skills match.
    const completeness = listing.completeness ? sql`${listing.completeness}` : sql`0`;
    // The rank is computed inside the subquery, which `offset 0` keeps from being merged into the outer query
    // (drizzle's builder drops a zero offset, hence SQL): the window then holds keys and ranks, not documents,
    // and stays in memory (measured 43 ms against 63 ms at 22,000 matches on PGlite).
    const rows = await db.execute(sql`select key, ${total} as total from (
        select ${listing.key} as key, ${listing.createdAt} as created_at, ${completeness} as completeness,
          ts_rank('{0, 0, 0.4, 1}', ${listing.document}, ${query}) as rank
        from ${listing.table} where ${where} offset 0) matches
      order by rank > 0 desc, completeness desc, rank desc, created_at desc, key desc limit ${page.pageSize} offset ${page.offset}`);
    return rowsOf(rows).map((row) => ({ key: String(row["key"]), total: Number(row["total"]) }));
  };
  const countQuery = async (db: Queryable) => {
    const [row] = await db.select({ count: sql<number>`count(*)`.mapWith(Number) }).from(listing.table).where(where);
    return row?.count ?? 0;
  };
  // A ranked search reads every match; through the GIN index that is the matching rows only, while the planner,
  // pricing `@@` as cheap, prefers reading the whole table once matches pass a few percent (3x slower measured).
  const run = <T>(work: (db: Queryable) => Promise<T>): Promise<T> => {
    if (query === null) return work(db);
    return db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      return work(tx);
    });
  };

  const mode = countMode === "auto" ? (query === null ? "separate" : "window") : countMode;
  if (mode === "separate") {
    const [rows, count] = await Promise.all([run((db) => keysQuery(db, false)), run(countQuery)]);
    return { keys: rows.map((row) => row.key), count };
  }
  const rows = await run((db) => keysQuery(db, true));
  const first = rows[0];
  if (first) return { keys: rows.map((row) => row.key), count: first.total };
  return { keys: [], count: page.offset === 0 ? 0 : await run(countQuery) };
}

/** The rows of a page in the page's order (rows read by key come back in any order). */
export function inPageOrder<R>(keys: readonly string[], rows: readonly R[], keyOf: (row: R) => string): R[] {
  const byKey = new Map(rows.map((row) => [keyOf(row), row]));
  return keys.flatMap((key) => {
    const row = byKey.get(key);
    return row ? [row] : [];
  });
}
