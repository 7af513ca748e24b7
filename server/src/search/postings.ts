// A one-word search read from the listing's postings (migrations/0024_search_postings.sql) instead of its
// documents: the same matches, the same order and the same counts as find-page.ts's ranked search, without reading
// and ranking each match's document. One word's query (search_query) is an OR of prefixes; its rank, a sum over
// the document's words those prefixes find, divided by their number, is read from each word's kept share. A prefix
// finding one word alone reads that word's range of the order index: the page is its first rows, the facet counts a
// grouped pass over the index alone. Otherwise each match's shares are added up, as the rank does. Never widens
// what a caller sees: every statement reads the postings under the listing's table name through the listing's own
// `visible` and facet SQL.
import { and, getTableName, sql, type SQL } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import { searchCount } from "@ictm/core/domain";
import type { Orm } from "../db/connect.ts";
import { rowsOf } from "../db/rows.ts";
import { chosenIn, countFacets, facetGroups, rankedPageAndGroups, type RankedMatches } from "./facet-counts.ts";
import type { Facet, FoundPage, Listing } from "./find-page.ts";
import type { PageRequest } from "./paging.ts";

/**
 * The page and counts of a one-word search from the postings, or null when the word's query is not an OR of
 * prefixes (a word the parser splits, such as "e-commerce", is an AND: the documents answer it).
 */
export async function findByPostings(db: Orm, listing: Listing, postings: PgTable, facets: readonly Facet[], word: string, page: PageRequest): Promise<FoundPage | null> {
  const [row] = rowsOf(await db.execute(sql`select search_query(string_to_array(${word}, ' '))::text as query`));
  const prefixes = prefixesOf(row?.["query"]);
  if (prefixes === null) return null;
  const from = sql`${postings} as ${sql.identifier(getTableName(listing.table))}`;
  const completeness = listing.completeness ? sql`${listing.completeness}` : sql`0`;
  const [only] = prefixes;
  const single = prefixes.length === 1 && only !== undefined ? await onlyWord(db, postings, only) : null;
  if (single !== null) {
    // One word: its range of the order index, in the search's order (titled, completeness, rank, recent, key).
    const matching = and(sql`lexeme = ${single}`, listing.visible);
    const keysOf = db.execute(sql`select ${listing.key} as key from ${from} where ${and(matching, ...chosenIn(facets))}
      order by titled desc, ${completeness} desc, rank desc, ${listing.createdAt} desc, ${listing.key} desc limit ${page.pageSize} offset ${page.offset}`);
    const [keys, groups] = await Promise.all([page.pageSize === 0 ? [] : keysOf.then((rows) => rowsOf(rows).map((key) => String(key["key"]))), facetGroups(db, from, facets, matching)]);
    const counted = countFacets(facets, groups);
    return { keys, ...searchCount(counted.count), facets: counted.facets };
  }
  // Several words: each match's shares added up (an operand finding a word counts it once, as ts_rank does), then
  // divided by the number of operands.
  const matches: RankedMatches = (columns, names) => sql`select key, created_at, completeness, sum(rank) / ${prefixes.length}::real as rank, ${names}
    from (${sql.join(
      prefixes.map((prefix) => sql`select ${listing.key} as key, ${listing.createdAt} as created_at, ${completeness} as completeness, rank, ${columns}
        from ${from} where ${and(startsWith(prefix), listing.visible)}`),
      sql` union all `,
    )}) shares group by key, created_at, completeness, ${names}`;
  const { keys, groups } = await rankedPageAndGroups(db, facets, matches, page);
  const counted = countFacets(facets, groups);
  return { keys, ...searchCount(counted.count), facets: counted.facets };
}

/**
 * The prefixes of a query as PostgreSQL writes it (`'engin':*`, or two joined by ` | `; a quote and a backslash
 * doubled), or null for any other query.
 */
export function prefixesOf(query: unknown): string[] | null {
  if (typeof query !== "string" || !/^'(?:[^'\\]|''|\\\\)*':\*(?: \| '(?:[^'\\]|''|\\\\)*':\*)*$/.test(query)) return null;
  const prefixes = [...query.matchAll(/'((?:[^'\\]|''|\\\\)*)':\*/g)].map((match) => (match[1] ?? "").replace(/''/g, "'").replace(/\\\\/g, "\\"));
  return [...new Set(prefixes)];
}

/** The words starting with the prefix, in the postings' byte order (the range of the order index, then exactly). */
const startsWith = (prefix: string): SQL => sql`lexeme >= ${prefix} and lexeme < (${prefix} || chr(1114111)) collate "C" and starts_with(lexeme, ${prefix})`;

/** The one word the prefix finds in any posting, or null when it finds none or several. */
async function onlyWord(db: Orm, postings: PgTable, prefix: string): Promise<string | null> {
  const [found] = rowsOf(
    await db.execute(sql`select first.lexeme as first, (select later.lexeme from ${postings} later
        where later.lexeme > first.lexeme and ${startsWith(prefix)} order by later.lexeme limit 1) as second
      from (select lexeme from ${postings} where ${startsWith(prefix)} order by lexeme limit 1) first`),
  );
  return typeof found?.["first"] === "string" && found["second"] == null ? found["first"] : null;
}
