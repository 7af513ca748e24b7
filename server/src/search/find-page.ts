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
// A one-word search of a listing with postings (the Talents', migrations/0024) reads them instead of ranking each
// match's document (./postings.ts): the same page and counts. A listing may count its facets from narrower rows
// (`facetRows`: the Talents' skills).
// Runs on the database handle, never inside a caller's transaction (a ranked search sets a planner option for
// its own transaction).
import { and, desc, sql, type SQL } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import { SEARCH_COUNT_LIMIT, SEARCH_FILTERS, searchCount } from "@ictm/core/domain";
import type { Orm, Queryable } from "../db/connect.ts";
import { rowsOf } from "../db/rows.ts";
import { chosenIn, countFacets, facetGroups, rankedPageAndGroups, totalGroups, type RankedMatches } from "./facet-counts.ts";
import { findByPostings } from "./postings.ts";
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
  /**
   * The words of each row's document one row each (migrations/0024_search_postings.sql), with the columns the
   * listing's SQL reads under the same names: a one-word search with facets reads them (./postings.ts). Absent
   * where `visible` holds a filter on a column they do not carry.
   */
  postings?: PgTable;
  /**
   * The rows this caller may see as the postings can tell, where `visible` reads a column they do not carry: the
   * same rows through other tables (the Talents' skill filter, through their skills' rows, migrations/0026).
   */
  postingsVisible?: SQL;
  /**
   * The facet groups of the visible postings of some words (`words`: a condition on `lexeme`), from totals kept
   * per word (migrations/0028_search_word_totals.sql) instead of a pass over the words' ranges: columns f0… and
   * count, as `totals` gives them. Absent where the visibility holds a filter the totals do not keep.
   */
  wordTotals?: (words: SQL) => SQL;
  /**
   * Where a search without terms counts its facets instead of the table, when that is cheaper: the rows (a narrower
   * table read under the listing table's name, so the facets' SQL applies) and which of them match (the Talents'
   * skills, migrations/0026_search_skills.sql). The same groups as the count over the table's visible rows.
   */
  facetRows?: { from: SQL; matching: SQL };
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
  const [word] = words;
  if (listing.postings && words.length === 1 && word !== undefined && facets.length > 0) {
    const found = await findByPostings(db, listing, listing.postings, facets, word, page);
    if (found) return found;
  }
  const where = and(matching, ...chosenIn(facets));
  const completeness = listing.completeness ? sql`${listing.completeness}` : sql`0`;
  const keysQuery = async (db: Queryable, windowed: boolean): Promise<Array<{ key: string; total: number }>> => {
    if (page.pageSize === 0) return [];
    const total = windowed ? sql`count(*) over ()` : sql`0`;
    if (query === null) {
      // The planner walks the (completeness desc, created_at desc, key desc) index and stops after the page.
      const order = [...(listing.completeness ? [desc(listing.completeness)] : []), desc(listing.createdAt), desc(listing.key)];
      return db.select({ key: sql<string>`${listing.key}`, total: total.mapWith(Number) }).from(listing.table).where(where).orderBy(...order).limit(page.pageSize).offset(page.offset);
    }
    // search_rank (migrations/0024): prose counts nothing, so a rank above 0 is a title, name, headline or skills match.
    // The rank is computed inside the subquery, which `offset 0` keeps from being merged into the outer query
    // (drizzle's builder drops a zero offset, hence SQL): the window then holds keys and ranks, not documents,
    // and stays in memory (measured 43 ms against 63 ms at 22,000 matches on PGlite).
    const rows = await db.execute(sql`select key, ${total} as total from (
        select ${listing.key} as key, ${listing.createdAt} as created_at, ${completeness} as completeness,
          search_rank(${listing.document}, ${query}) as rank
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
    const matches: RankedMatches = (columns) => sql`select ${listing.key} as key, ${listing.createdAt} as created_at, ${completeness} as completeness,
        search_rank(${listing.document}, ${query}) as rank, ${columns}
      from ${listing.table} where ${matching ?? sql`true`}`;
    const { keys, groups } = await run((db) => rankedPageAndGroups(db, facets, matches, page));
    const counted = countFacets(facets, groups);
    return { keys, ...searchCount(counted.count), facets: counted.facets };
  }
  if (facets.length > 0) {
    // Listed: the page from the listing index, beside the grouped statement or the totals (which give the count too).
    const groupsOf = listing.totals
      ? totalGroups(db, facets, listing.totals)
      : listing.facetRows
        ? facetGroups(db, listing.facetRows.from, facets, listing.facetRows.matching)
        : facetGroups(db, sql`${listing.table}`, facets, matching);
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
