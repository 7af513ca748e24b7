// What a refused write must leave unchanged: a fingerprint of every table (its row count and the sum of a 64-bit hash
// of each row's text: no order, no sort, so it costs one scan), read in one statement, so a refused call that changed anything names the
// tables it changed. The few tables that change without any call, or on any call, are left out, each with its reason.
import type { TestServer } from "../server.ts";

/** Tables that move on their own or on every request, whoever asks. */
const MOVING = new Set([
  // Mail delivery marks rows after commit, on its own schedule.
  "mail_outbox",
  // Every request counts against the caller's address, refused or not: that is what limits them.
  "rate_limit_attempts",
  // Members' and staff sessions note when they were last used.
  "member_sessions",
  "staff_sessions",
  // Rebuilt in the background from the listings (search suggestions).
  "search_vocabulary",
  // Changes to the listings queued for that rebuild, and emptied by it.
  "search_vocabulary_changes",
]);

export type Fingerprint = Map<string, string>;

export async function tablesOf(server: TestServer): Promise<string[]> {
  const rows = await server.portal.db.rawTransaction((sql) =>
    sql.query("select table_name as name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE' order by 1"),
  );
  return rows.map((row) => String(row["name"])).filter((name) => !MOVING.has(name) && !name.startsWith("__"));
}

export async function fingerprintOf(server: TestServer, tables: readonly string[]): Promise<Fingerprint> {
  const parts = tables.map((table) => `select '${table}' as name, count(*) || ':' || coalesce(sum(hashtextextended(t::text, 0)), 0) as hash from "${table}" t`);
  const rows = await server.portal.db.rawTransaction((sql) => sql.query(parts.join(" union all ")));
  return new Map(rows.map((row) => [String(row["name"]), String(row["hash"])]));
}

/** The tables whose content differs between two fingerprints. */
export const changedTables = (before: Fingerprint, after: Fingerprint): string[] => [...before.keys()].filter((table) => before.get(table) !== after.get(table));
