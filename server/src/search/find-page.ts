// The query every search shares: the keys of one page of the rows a caller may see in relevance order, and the
// count of all of them. The order (migrations/0019_search_relevance.sql): with terms, rows matching in a title,
// name, headline or skills (document weights A and B) before rows matching only in prose, then completeness, then
// how well the title and skills match, then the most recent; without terms, completeness then the most recent.
// The key breaks every tie, so pages never overlap. Each area
// then reads its page's rows by key. The filter comes from the area and holds every privacy rule, in SQL.
// Filters the page counts results for (facets) are applied here, not in `visible`: one grouped statement beside the
// page query counts the matches per facet value, and so the results per value with every OTHER filter applied
// (disjunctive faceting), and the total with all of them.
// The count stops at core's SEARCH_COUNT_LIMIT (10,000, as Elasticsearch): past it the answer says the limit with
// `countIsExact: false`, and a page starting past it is not read (its keys are none). A count of its own (a listing
// without facets, newest first) reads at most one row past the limit; a ranked page reads every match to rank it,
// and its window count comes with that pass. Facet counts stay exact ("how many results each value would give",
// the contract's SearchFacet): they come from one grouped pass over the matches, which the limit would not shorten,
// or, without terms, from totals kept current where the listing has them (`totals`, migrations/0023).
// Runs on the database handle, never inside a caller's transaction (a ranked search sets a planner option for
// its own transaction).
import { and, desc, sql, type SQL } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import { SEARCH_COUNT_LIMIT, SEARCH_FILTERS, searchCount } from "@ictm/core/domain";
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
  /** The rows this caller may see, whatever the terms, with the filters that are not facets. */
  visible: SQL;
  /** Filters whose results are counted per value. */
  facets?: readonly Facet[];
  /**
   * The facet groups of every visible row (no terms), from totals kept current (migrations/0023_search_totals.sql)
   * instead of a pass over the rows: one row per combination of grouping values, columns f0… and count, the same
   * numbers as the grouped count over `visible`. Absent where `visible` holds a filter the totals do not keep.
   */
  totals?: SQL;
}

/** A filter counted per value: the row's value (text), the values it offers in their order, and those chosen. */
export interface Facet {
  name: string;
  value: SQL;
  /** Every value the facet lists (in this order among equal counts); a row with another value counts for none. */
  values: readonly string[];
  /** The chosen values; empty when the filter is not in use. */
  chosen: readonly string[];
  /** Count by this cheaper column instead, each of its values turned into the facet's value (or none) here. */
  grouping?: { column: SQL; valueOf: (raw: string) => string | null };
}

/** The values a choice filter of core's SEARCH_FILTERS offers (the facet's values, in the screens' order). */
export function choiceValues(search: keyof typeof SEARCH_FILTERS, name: string): readonly string[] {
  const filter = SEARCH_FILTERS[search].find((candidate) => candidate.name === name);
  return filter?.kind === "choice" ? filter.values : [];
}

/** How many results each value of a facet would give, most first, none with 0 (the contract's SearchFacet). */
export type FacetCounts = Array<{ value: string; count: number }>;

/**
 * How the count is taken. "window": `count(*) over ()` on the page query, one pass over the matches (a page
 * past the end needs a second statement). "separate": a count beside the page query (on PostgreSQL the two
 * run at once on two connections). "auto": window when ranking (every match is read to rank it anyway),
 * separate when listing newest first (the page reads ten index entries, the count reads the index alone).
 * scripts/bench.ts measures each. A listing with facets ignores it: its grouped statement gives the count (ranked,
 * in the same statement as the page).
 */
export type CountMode = "window" | "separate" | "auto";
export const defaultCountMode: CountMode = "auto";

export interface FoundPage {
  keys: string[];
  /** All results up to SEARCH_COUNT_LIMIT; the limit when there are more (then `countIsExact` is false). */
  count: number;
  countIsExact: boolean;
  /** The counts of each of the listing's facets, by name. */
  facets: Record<string, FacetCounts>;
}

export async function findPage(db: Orm, listing: Listing, words: readonly string[], request: PageRequest, countMode: CountMode): Promise<FoundPage> {
  // Pages past the count limit are not offered: a page is cut at the limit, and one starting past it reads nothing.
  const page = { ...request, pageSize: Math.max(0, Math.min(request.pageSize, SEARCH_COUNT_LIMIT - request.offset)) };
  const query = words.length === 0 ? null : sql`search_query(string_to_array(${words.join(" ")}, ' '))`;
  const matching = query === null ? listing.visible : and(listing.visible, sql`${listing.document} @@ ${query}`);
  const facets = listing.facets ?? [];
  const where = and(matching, ...facets.filter((facet) => facet.chosen.length > 0).map((facet) => sql`${facet.value} in (${sql.join(facet.chosen.map((value) => sql`${value}`), sql`, `)})`));
  const keysQuery = async (db: Queryable, windowed: boolean): Promise<Array<{ key: string; total: number }>> => {
    if (page.pageSize === 0) return [];
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
  // Counting stops one row past the limit (a limited subquery), so a common word or an empty search reads at most
  // that many index entries for its count.
  const countQuery = async (db: Queryable) => {
    const limited = db.select({ one: sql`1` }).from(listing.table).where(where).limit(SEARCH_COUNT_LIMIT + 1).as("limited");
    const [row] = await db.select({ count: sql<number>`count(*)`.mapWith(Number) }).from(limited);
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

  if (facets.length > 0 && query !== null) {
    // Ranked: one pass over the matches gives the page and the groups (the count is theirs).
    const { keys, groups } = await run((db) => rankedPageAndGroups(db, listing, facets, matching, query, page));
    const counted = countFacets(facets, groups);
    return { keys, ...searchCount(counted.count), facets: counted.facets };
  }
  if (facets.length > 0) {
    // Listed: the page from the listing index, beside the grouped statement or the totals (which give the count too).
    const groupsOf = listing.totals ? totalGroups(db, facets, listing.totals) : facetGroups(db, listing.table, facets, matching);
    const [rows, groups] = await Promise.all([keysQuery(db, false), groupsOf]);
    const counted = countFacets(facets, groups);
    return { keys: rows.map((row) => row.key), ...searchCount(counted.count), facets: counted.facets };
  }
  const mode = countMode === "auto" ? (query === null ? "separate" : "window") : countMode;
  if (mode === "separate") {
    const [rows, count] = await Promise.all([run((db) => keysQuery(db, false)), run(countQuery)]);
    return { keys: rows.map((row) => row.key), ...searchCount(count), facets: {} };
  }
  const rows = await run((db) => keysQuery(db, true));
  const first = rows[0];
  if (first) return { keys: rows.map((row) => row.key), ...searchCount(first.total), facets: {} };
  return { keys: [], ...searchCount(page.offset === 0 && page.pageSize > 0 ? 0 : await run(countQuery)), facets: {} };
}

/** The rows of a page in the page's order (rows read by key come back in any order). */
export function inPageOrder<R>(keys: readonly string[], rows: readonly R[], keyOf: (row: R) => string): R[] {
  const byKey = new Map(rows.map((row) => [keyOf(row), row]));
  return keys.flatMap((key) => {
    const row = byKey.get(key);
    return row ? [row] : [];
  });
}

type FacetGroup = { values: Array<string | null>; count: number };

const facetColumn = (index: number) => sql.identifier(`f${index}`);
const groupColumn = (facet: Facet): SQL => facet.grouping?.column ?? facet.value;
const valuesOf = (facets: readonly Facet[], row: Record<string, unknown>): Array<string | null> =>
  facets.map((facet, index) => {
    const raw = row[`f${index}`];
    if (raw == null) return null;
    return facet.grouping ? facet.grouping.valueOf(String(raw)) : String(raw);
  });

/**
 * A ranked page and the facet groups of all matches in one statement: the matches (keys, order columns, facet
 * values) are read once into a CTE, then both the page (the chosen values only) and the groups (every match) come
 * from it. Order as the ranked keys query above; the final sort orders the page's few rows only.
 */
async function rankedPageAndGroups(db: Queryable, listing: Listing, facets: readonly Facet[], matching: SQL | undefined, query: SQL, page: PageRequest) {
  const completeness = listing.completeness ? sql`${listing.completeness}` : sql`0`;
  // The page filters on the facet's value (f); the groups count by its grouping column (g) where it has one.
  const grouped = (facet: Facet, index: number) => sql.identifier(facet.grouping ? `g${index}` : `f${index}`);
  // A facet's value is read only where the page filters on it or the groups count by it: with a grouping column
  // and nothing chosen, each match carries the grouping column alone (no CASE per match).
  const columns = facets.flatMap((facet, index) => [
    ...(facet.grouping && facet.chosen.length === 0 ? [] : [sql`${facet.value} as ${facetColumn(index)}`]),
    ...(facet.grouping ? [sql`${facet.grouping.column} as ${grouped(facet, index)}`] : []),
  ]);
  const chosen = facets.flatMap((facet, index) => (facet.chosen.length === 0 ? [] : [sql`${facetColumn(index)} in (${sql.join(facet.chosen.map((value) => sql`${value}`), sql`, `)})`]));
  const groups = sql.join(facets.map(grouped), sql`, `);
  const nulls = sql.join(facets.map((_, index) => sql`null::text as ${facetColumn(index)}`), sql`, `);
  const order = sql`titled desc, completeness desc, rank desc, created_at desc, key desc`;
  const rows = rowsOf(
    await db.execute(sql`with matches as materialized (
        select ${listing.key} as key, ${listing.createdAt} as created_at, ${completeness} as completeness,
          ts_rank('{0, 0, 0.4, 1}', ${listing.document}, ${query}) as rank, ${sql.join(columns, sql`, `)}
        from ${listing.table} where ${matching ?? sql`true`})
      select * from (
        select 1 as part, key, rank > 0 as titled, completeness, rank, created_at, 0::bigint as count, ${nulls}
        from matches where ${chosen.length === 0 ? sql`true` : sql.join(chosen, sql` and `)}
        order by ${order} limit ${page.pageSize} offset ${page.offset}) page
      union all
      select 2, null, null, null, null, null, count(*), ${sql.join(facets.map((facet, index) => sql`${grouped(facet, index)}::text`), sql`, `)} from matches group by ${groups}
      order by part, ${order}`),
  );
  return {
    keys: rows.filter((row) => Number(row["part"]) === 1).map((row) => String(row["key"])),
    groups: rows.filter((row) => Number(row["part"]) === 2).map((row) => ({ values: valuesOf(facets, row), count: Number(row["count"]) })),
  };
}

/** The matching rows counted per combination of facet values (a few dozen groups at most). */
async function facetGroups(db: Queryable, table: PgTable, facets: readonly Facet[], matching: SQL | undefined): Promise<FacetGroup[]> {
  const columns = sql.join(facets.map((facet, index) => sql`${groupColumn(facet)} as ${facetColumn(index)}`), sql`, `);
  const groups = sql.join(facets.map((_, index) => sql.raw(String(index + 1))), sql`, `);
  const rows = rowsOf(await db.execute(sql`select ${columns}, count(*) as count from ${table} where ${matching ?? sql`true`} group by ${groups}`));
  return rows.map((row) => ({ values: valuesOf(facets, row), count: Number(row["count"]) }));
}

/** The groups as the listing's totals give them (columns f0… and count, as facetGroups answers). */
async function totalGroups(db: Queryable, facets: readonly Facet[], totals: SQL): Promise<FacetGroup[]> {
  const rows = rowsOf(await db.execute(totals));
  return rows.map((row) => ({ values: valuesOf(facets, row), count: Number(row["count"]) })).filter((group) => group.count > 0);
}

/** The total (every chosen filter holds) and, per facet, the groups where every other facet's filter holds. */
function countFacets(facets: readonly Facet[], groups: readonly FacetGroup[]): { count: number; facets: Record<string, FacetCounts> } {
  const holds = (group: FacetGroup, index: number): boolean => {
    const chosen = facets[index]?.chosen ?? [];
    const value = group.values[index];
    return chosen.length === 0 || (value != null && chosen.includes(value));
  };
  const holdsAll = (group: FacetGroup, except: number) => facets.every((_, index) => index === except || holds(group, index));
  const count = groups.filter((group) => holdsAll(group, -1)).reduce((sum, group) => sum + group.count, 0);
  const counted: Record<string, FacetCounts> = {};
  facets.forEach((facet, index) => {
    const byValue = new Map<string, number>();
    for (const group of groups) {
      const value = group.values[index];
      if (value == null || !facet.values.includes(value) || !holdsAll(group, index)) continue;
      byValue.set(value, (byValue.get(value) ?? 0) + group.count);
    }
    counted[facet.name] = facet.values
      .flatMap((value) => {
        const found = byValue.get(value) ?? 0;
        return found > 0 ? [{ value, count: found }] : [];
      })
      .sort((a, b) => b.count - a.count);
  });
  return { count, facets: counted };
}
