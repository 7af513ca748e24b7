// The facet counts of a search (find-page.ts): the matches counted per combination of facet values, in one grouped
// pass or from kept totals, then added up per facet with every other facet's filter applied (disjunctive faceting);
// and the ranked page read with those groups in one statement. Never decides what a caller may see: every
// statement here reads only the matches its caller's SQL selects.
import { sql, type SQL } from "drizzle-orm";
import type { Queryable } from "../db/connect.ts";
import { rowsOf } from "../db/rows.ts";
import type { Facet, FacetCounts } from "./find-page.ts";
import type { PageRequest } from "./paging.ts";

/** The matches with these facet values (in the facets' order; null where a row has none), and how many. */
export type FacetGroup = { values: Array<string | null>; count: number };

/**
 * The matches of a ranked search, as `rankedPageAndGroups` reads them: a select of the columns key, created_at,
 * completeness and rank, then `columns` (the facet columns, named), from the matching rows.
 */
export type RankedMatches = (columns: SQL) => SQL;

/**
 * A ranked page and the facet groups of all matches in one statement: the matches (keys, order columns, facet
 * values) are read once into a CTE, then both the page (the chosen values only) and the groups (every match) come
 * from it. The order: rows with a rank above 0 (a title, name, headline or skills match) first, then completeness,
 * rank, the most recent and the key; the final sort orders the page's few rows only.
 */
export async function rankedPageAndGroups(db: Queryable, facets: readonly Facet[], matches: RankedMatches, page: PageRequest) {
  // The page filters on the facet's value (f); the groups count by its grouping column (g) where it has one.
  const grouped = (facet: Facet, index: number) => sql.identifier(facet.grouping ? `g${index}` : `f${index}`);
  // A facet's value is read only where the page filters on it or the groups count by it: with a grouping column
  // and nothing chosen, each match carries the grouping column alone (no CASE per match).
  const read = facets.flatMap((facet, index) => [
    ...(facet.grouping && facet.chosen.length === 0 ? [] : [{ value: facet.value, name: facetColumn(index) }]),
    ...(facet.grouping ? [{ value: facet.grouping.column, name: grouped(facet, index) }] : []),
  ]);
  const columns = sql.join(read.map((column) => sql`${column.value} as ${column.name}`), sql`, `);
  const chosen = facets.flatMap((facet, index) => (facet.chosen.length === 0 ? [] : [sql`${facetColumn(index)} in (${sql.join(facet.chosen.map((value) => sql`${value}`), sql`, `)})`]));
  const groups = sql.join(facets.map(grouped), sql`, `);
  const nulls = sql.join(facets.map((_, index) => sql`null::text as ${facetColumn(index)}`), sql`, `);
  const order = sql`titled desc, completeness desc, rank desc, created_at desc, key desc`;
  const rows = rowsOf(
    await db.execute(sql`with matches as materialized (${matches(columns)})
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
    groups: groupsOf(facets, rows.filter((row) => Number(row["part"]) === 2)),
  };
}

/** The filters of the facets with chosen values: the row's value is one of them. */
export const chosenIn = (facets: readonly Facet[]): SQL[] =>
  facets.filter((facet) => facet.chosen.length > 0).map((facet) => sql`${facet.value} in (${sql.join(facet.chosen.map((value) => sql`${value}`), sql`, `)})`);

/** The matching rows of `from` (a table, or one under another's name) counted per combination of facet values. */
export async function facetGroups(db: Queryable, from: SQL, facets: readonly Facet[], matching: SQL | undefined): Promise<FacetGroup[]> {
  return groupsOf(facets, rowsOf(await db.execute(facetGroupsQuery(from, facets, matching))));
}

/** facetGroups' statement: columns f0… and count. */
export function facetGroupsQuery(from: SQL, facets: readonly Facet[], matching: SQL | undefined): SQL {
  const columns = sql.join(facets.map((facet, index) => sql`${groupColumn(facet)} as ${facetColumn(index)}`), sql`, `);
  const groups = sql.join(facets.map((_, index) => sql.raw(String(index + 1))), sql`, `);
  return sql`select ${columns}, count(*) as count from ${from} where ${matching ?? sql`true`} group by ${groups}`;
}

/** The groups of rows with columns f0… (as facetGroupsQuery and the totals name them) and count. */
export const groupsOf = (facets: readonly Facet[], rows: ReadonlyArray<Record<string, unknown>>): FacetGroup[] =>
  rows.map((row) => ({ values: valuesOf(facets, row), count: Number(row["count"]) }));

/** The groups as the listing's totals give them (columns f0… and count, as facetGroups answers). */
export async function totalGroups(db: Queryable, facets: readonly Facet[], totals: SQL): Promise<FacetGroup[]> {
  return groupsOf(facets, rowsOf(await db.execute(totals))).filter((group) => group.count > 0);
}

/** The total (every chosen filter holds) and, per facet, the groups where every other facet's filter holds. */
export function countFacets(facets: readonly Facet[], groups: readonly FacetGroup[]): { count: number; facets: Record<string, FacetCounts> } {
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

export const facetColumn = (index: number) => sql.identifier(`f${index}`);
const groupColumn = (facet: Facet): SQL => facet.grouping?.column ?? facet.value;
const valuesOf = (facets: readonly Facet[], row: Record<string, unknown>): Array<string | null> =>
  facets.map((facet, index) => {
    const raw = row[`f${index}`];
    if (raw == null) return null;
    return facet.grouping ? facet.grouping.valueOf(String(raw)) : String(raw);
  });
