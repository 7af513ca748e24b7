// A one-word search read from the listing's postings (migrations/0024_search_postings.sql) instead of its
// documents: the same matches, the same order and the same counts as find-page.ts's ranked search, without reading
// and ranking each match's document. One word's query (search_query) is an OR of prefixes; its rank, a sum over
// the document's words those prefixes find, divided by their number, is read from each word's kept share.
// A single prefix finding a few words (`engin`: one; `dev`: develop, devop) reads each word's range of the order
// index: a page is the first rows of each range, merged; the facet counts one grouped pass over the index alone (or
// the listing's totals per word). A match holding several of those words (found through the documents' index, a
// few) has their shares added up and counts once. A prefix finding one word, most of them, is answered in one
// statement with the words found: a search holds a connection for one round trip, not six. Other queries are
// answered by the documents. Never widens what a caller sees: every statement reads the postings under the
// listing's table name through the listing's own `visible` (or `postingsVisible`) and facet SQL.
import { and, getTableName, sql, type SQL } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import { searchCount } from "@ictm/core/domain";
import type { Orm, Queryable } from "../db/connect.ts";
import { rowsOf } from "../db/rows.ts";
import { chosenIn, countFacets, facetColumn, facetGroupsQuery, groupsOf } from "./facet-counts.ts";
import type { Facet, FoundPage, Listing } from "./find-page.ts";
import type { PageRequest } from "./paging.ts";

/** A prefix finding more words than this is answered by the documents. */
const maxWords = 8;
/** More matches than this holding several of a prefix's words: the documents answer. */
const maxSeveral = 500;

/**
 * The page and counts of a one-word search from the postings, or null when the documents answer it: a query of
 * two prefixes (a word whose stem is not a prefix of it, as "directory": 'directori' or 'directory'), one that is
 * not an OR of prefixes (a word the parser splits, such as "e-commerce", is an AND), a prefix finding more than
 * `maxWords` words or too many matches holding several of them. Adding up shares rounds each before adding, where
 * ts_rank adds unrounded terms: a sum may differ in its last bit, and so order differently among equal ranks, so
 * only the few matches holding several words are added up here.
 */
export async function findByPostings(db: Orm, listing: Listing, postings: PgTable, facets: readonly Facet[], word: string, page: PageRequest): Promise<FoundPage | null> {
  const query = await wordQuery(db, word);
  const [only] = query.prefixes ?? [];
  if (query.prefixes?.length !== 1 || only === undefined) return null;
  const from = sql`${postings} as ${sql.identifier(getTableName(listing.table))}`;
  const search = { db, listing, facets, page, from };
  const fromSeveral = (words: readonly string[]) =>
    words.length > maxWords
      ? null
      : // One snapshot for the statements of a search: a match found holding one word is not found holding two.
        db.transaction((tx) => fromWords({ ...search, db: tx }, words), { isolationLevel: "repeatable read", accessMode: "read only" });
  // A prefix that found several words last time reads them alone first (their page takes several statements).
  const known = query.foundSeveral.has(postings) ? rowsOf(await db.execute(sql`with ${wordsFound(postings, only)} select lexeme as word from words`)) : [];
  if (known.length > 1) return fromSeveral(known.map((row) => String(row["word"])));
  // Most prefixes find one word: one statement (one snapshot) finds the words and, when there is one, reads its
  // page and facet groups.
  const rows = rowsOf(
    await db.execute(sql`with ${wordsFound(postings, only)},
      single as materialized (select min(lexeme) as lexeme from words having count(*) = 1)
      select ${partColumns(facets, { part: sql`0`, word: sql`lexeme` })} from words
      union all ${pageAndGroups(search, [sql`(select lexeme from single)`], [])}
      order by part, ${order}`),
  );
  const words = rows.filter((row) => Number(row["part"]) === 0).map((row) => String(row["word"]));
  if (words.length > 1) query.foundSeveral.add(postings);
  else query.foundSeveral.delete(postings);
  return words.length <= 1 ? foundIn(facets, rows) : fromSeveral(words);
}

/** A word's query: its prefixes (null when not an OR of prefixes), and the postings its prefix found several words in. */
interface WordQuery {
  readonly prefixes: string[] | null;
  /** As the word's last search of each postings found: which statements to start with, never what it answers. */
  readonly foundSeveral: Set<PgTable>;
}

/**
 * The queries of words, kept per database (search_query is immutable): one statement per new word. A word is at most
 * 200 characters (terms.ts's maxTermsLength): 10,000 kept take a few megabytes at most, and then the oldest goes.
 */
const wordQueries = new WeakMap<Orm, Map<string, WordQuery>>();
const maxWordQueries = 10_000;

async function wordQuery(db: Orm, word: string): Promise<WordQuery> {
  const kept = wordQueries.get(db) ?? new Map<string, WordQuery>();
  wordQueries.set(db, kept);
  const known = kept.get(word);
  if (known) return known;
  const [row] = rowsOf(await db.execute(sql`select search_query(string_to_array(${word}, ' '))::text as query`));
  const query = { prefixes: prefixesOf(row?.["query"]), foundSeveral: new Set<PgTable>() };
  // The oldest word goes first when the map is full (a Map keeps insertion order).
  if (kept.size >= maxWordQueries) kept.delete(kept.keys().next().value ?? "");
  kept.set(word, query);
  return query;
}

/**
 * The CTEs `found` (recursive) and `words`: the words of any posting the prefix finds, in the postings' byte order
 * (one index probe each), up to one more than `maxWords`.
 */
const wordsFound = (postings: PgTable, prefix: string): SQL => sql`recursive found (lexeme) as (
    (select lexeme from ${postings} where ${startsWith(prefix)} order by lexeme limit 1)
    union all
    select (select next.lexeme from ${postings} next where next.lexeme > found.lexeme and ${startsWith(prefix)} order by next.lexeme limit 1)
    from found where found.lexeme is not null),
  words as materialized (select lexeme from found where lexeme is not null limit ${maxWords + 1})`;

/**
 * The prefixes of a query as PostgreSQL writes it (`'engin':*`, or two joined by ` | `; a quote and a backslash
 * doubled), or null for any other query.
 */
export function prefixesOf(query: unknown): string[] | null {
  if (typeof query !== "string" || !/^'(?:[^'\\]|''|\\\\)*':\*(?: \| '(?:[^'\\]|''|\\\\)*':\*)*$/.test(query)) return null;
  const prefixes = [...query.matchAll(/'((?:[^'\\]|''|\\\\)*)':\*/g)].map((match) => (match[1] ?? "").replace(/''/g, "'").replace(/\\\\/g, "\\"));
  return [...new Set(prefixes)];
}

interface PostingsSearch {
  db: Queryable;
  listing: Listing;
  facets: readonly Facet[];
  page: PageRequest;
  /** The postings under the listing's table name. */
  from: SQL;
}

/** A match holding several of the prefix's words, with those words in order. */
type Several = { key: string; words: string[] };

/** The order of a page: as find-page.ts ranks the documents. */
const order = sql`titled desc, completeness desc, rank desc, created_at desc, key desc`;

/**
 * The search of one prefix finding these words: each word's range of the order index gives its first rows, and
 * the matches holding several of the words their added shares; null when too many matches hold several.
 */
async function fromWords(search: PostingsSearch, words: readonly string[]): Promise<FoundPage | null> {
  const several = await holdingSeveral(search, words);
  if (several.length > maxSeveral) return null;
  const values = words.map((word) => sql`${word}`);
  return foundIn(search.facets, rowsOf(await search.db.execute(sql`${pageAndGroups(search, values, several)} order by part, ${order}`)));
}

/**
 * The rows of one statement's page (part 1, in order) and facet groups (part 2) of the postings of these words
 * (values of `lexeme`), the matches holding several of them (`several`) counted once: the branches of a union,
 * each with partColumns' columns.
 */
function pageAndGroups(search: PostingsSearch, words: readonly SQL[], several: readonly Several[]): SQL {
  const { listing, facets, page, from } = search;
  const visible = listing.postingsVisible ?? listing.visible;
  const key = listing.key;
  const completeness = listing.completeness ? sql`${listing.completeness}` : sql`0`;
  const inWords = sql`lexeme in (${sql.join([...words], sql`, `)})`;
  const isSeveral = sql`${key} in (${sql.join(several.map((match) => sql`${match.key}::uuid`), sql`, `)})`;
  const columns = sql`${key} as key, titled, ${completeness} as completeness, rank, ${listing.createdAt} as created_at`;
  // Each word's first rows (the index's order), less the matches holding several words, then those matches with
  // their shares added up; the page is the first of all these.
  const ranges = words.map((word) => sql`(select ${columns} from ${from} where ${and(sql`lexeme = ${word}`, visible, ...chosenIn(facets), several.length > 0 ? sql`not ${isSeveral}` : undefined)}
      order by ${order} limit ${page.offset + page.pageSize})`);
  const added = sql`(select ${key} as key, bool_or(titled) as titled, max(${completeness}) as completeness, sum(rank) as rank, max(${listing.createdAt}) as created_at
      from ${from} where ${and(inWords, isSeveral, visible, ...chosenIn(facets))} group by ${key})`;
  const pageColumns = { part: sql`1`, key: sql`key`, titled: sql`titled`, completeness: sql`completeness`, rank: sql`rank`, created_at: sql`created_at` };
  const pageRows = sql`select * from (select ${partColumns(facets, pageColumns)}
      from (${sql.join([...ranges, ...(several.length > 0 ? [added] : [])], sql` union all `)}) candidates
      order by ${order} limit ${page.pageSize} offset ${page.offset}) page`;
  // A match holding several words counts once: by its first word's posting. From the words' totals, each of its
  // other words' postings is taken off them.
  const others = several.flatMap((match) => match.words.slice(1).map((word) => sql`(${match.key}::uuid, ${word})`));
  const otherPostings = others.length > 0 ? sql`(${key}, lexeme) in (values ${sql.join(others, sql`, `)})` : null;
  const groups = (query: SQL, sign: SQL = sql``) =>
    sql`select ${partColumns(facets, { part: sql`2`, count: sql`(${sign}count)::bigint` }, (index) => sql`${facetColumn(index)}::text`)} from (${query}) groups`;
  const groupRows = !listing.wordTotals
    ? [groups(facetGroupsQuery(from, facets, and(inWords, visible, otherPostings === null ? undefined : sql`not ${otherPostings}`)))]
    : [groups(listing.wordTotals(inWords)), ...(otherPostings === null ? [] : [groups(facetGroupsQuery(from, facets, and(visible, otherPostings)), sql`-`)])];
  return sql.join([...(page.pageSize === 0 ? [] : [pageRows]), ...groupRows], sql` union all `);
}

/** The page and counts in a statement's rows (pageAndGroups' parts). */
function foundIn(facets: readonly Facet[], rows: ReadonlyArray<Record<string, unknown>>): FoundPage {
  const keys = rows.filter((row) => Number(row["part"]) === 1).map((row) => String(row["key"]));
  const counts = countFacets(facets, groupsOf(facets, rows.filter((row) => Number(row["part"]) === 2)));
  return { keys, ...searchCount(counts.count), facets: counts.facets };
}

/**
 * The columns of every part of a search's union, each named and in this order, then f0…: null where the part has
 * none (typed where a part inside a subquery would otherwise make it text). The union's columns take the names of
 * its first part, which may be any of them (with no page, one past the count limit, a part of the groups).
 */
const nulls = { part: sql`null`, word: sql`null::text`, key: sql`null`, titled: sql`null`, completeness: sql`null`, rank: sql`null`, created_at: sql`null`, count: sql`null::bigint` };

function partColumns(facets: readonly Facet[], values: Partial<Record<keyof typeof nulls, SQL>>, facetValue?: (index: number) => SQL): SQL {
  // A part's own values take the place of the nulls (an object keeps its first keys' order).
  const named = Object.entries({ ...nulls, ...values }).map(([name, value]) => sql`${value} as ${sql.identifier(name)}`);
  return sql.join([...named, ...facets.map((_, index) => sql`${facetValue?.(index) ?? sql`null::text`} as ${facetColumn(index)}`)], sql`, `);
}

/** The words starting with the prefix, in the postings' byte order (the range of the order index, then exactly). */
const startsWith = (prefix: string): SQL => sql`lexeme >= ${prefix} and lexeme < (${prefix} || chr(1114111)) collate "C" and starts_with(lexeme, ${prefix})`;

/**
 * The visible matches whose documents hold two or more of the words (the documents' index answers it), each with
 * those words in order; up to one more than `maxSeveral`.
 */
async function holdingSeveral(search: PostingsSearch, words: readonly string[]): Promise<Several[]> {
  const { db, listing, from } = search;
  const pairs = words.flatMap((first, index) => words.slice(index + 1).map((second) => sql`(tsquery_operand(${first}) && tsquery_operand(${second}))`));
  const keys = rowsOf(
    await db.execute(sql`select ${listing.key} as key from ${listing.table} where ${and(listing.visible, sql`${listing.document} @@ (${sql.join(pairs, sql` || `)})`)} limit ${maxSeveral + 1}`),
  ).map((row) => String(row["key"]));
  if (keys.length === 0 || keys.length > maxSeveral) return keys.map((key) => ({ key, words: [] }));
  const held = new Map<string, string[]>(keys.map((key) => [key, []]));
  const rows = rowsOf(
    await db.execute(sql`select ${listing.key} as key, lexeme from ${from} where ${listing.key} in (${sql.join(keys.map((key) => sql`${key}::uuid`), sql`, `)})
      and lexeme in (${sql.join(words.map((word) => sql`${word}`), sql`, `)}) order by lexeme`),
  );
  for (const row of rows) held.get(String(row["key"]))?.push(String(row["lexeme"]));
  return keys.map((key) => ({ key, words: held.get(key) ?? [] }));
}
