// Writes many rows in one statement: each column travels as one array parameter and `unnest` turns the arrays
// back into rows, so a batch of thousands costs one round trip on PGlite and PostgreSQL alike (and stays far
// below PostgreSQL's limit of 65,535 parameters). Only for trusted, generated rows: table and column names are
// written into the SQL as given.
import { sql, type SQL } from "drizzle-orm";
import type { Queryable } from "../../db/connect.ts";

/** How a column travels: its array parameter's type and, where the stored type differs, the cast back. */
const columnTypes = {
  uuid: { param: "uuid[]", read: (name: string) => name },
  text: { param: "text[]", read: (name: string) => name },
  integer: { param: "integer[]", read: (name: string) => name },
  numeric: { param: "numeric[]", read: (name: string) => name },
  boolean: { param: "boolean[]", read: (name: string) => name },
  timestamptz: { param: "timestamptz[]", read: (name: string) => name },
  date: { param: "date[]", read: (name: string) => name },
  jsonb: { param: "text[]", read: (name: string) => `${name}::jsonb` },
  // A text[] per row cannot travel inside an array of arrays (unnest would flatten it): joined by the unit separator.
  list: { param: "text[]", read: (name: string) => `string_to_array(${name}, chr(31))` },
} as const;

type ColumnType = keyof typeof columnTypes;
type Value = string | number | boolean | Date | null;
export type Columns<R> = Record<string, readonly [ColumnType, (row: R) => Value | readonly string[] | object]>;

export async function insertMany<R>(db: Queryable, table: string, columns: Columns<R>, rows: readonly R[]): Promise<void> {
  if (rows.length === 0) return;
  const names = Object.keys(columns);
  const params: SQL[] = [];
  const reads: string[] = [];
  for (const name of names) {
    const column = columns[name];
    if (!column) continue;
    const [type, value] = column;
    const values = rows.map((row) => encode(type, value(row)));
    params.push(sql`${sql.param(values)}::${sql.raw(columnTypes[type].param)}`);
    reads.push(columnTypes[type].read(`t.${name}`));
  }
  const list = sql.raw(names.join(", "));
  await db.execute(sql`insert into ${sql.raw(table)} (${list}) select ${sql.raw(reads.join(", "))} from unnest(${sql.join(params, sql`, `)}) as t(${list})`);
}

function encode(type: ColumnType, value: Value | readonly string[] | object): Value {
  if (value === null) return null;
  if (type === "list" && Array.isArray(value)) return value.join("\u001f");
  if (type === "jsonb") return JSON.stringify(value);
  if (value instanceof Date) return value.toISOString();
  if (typeof value === "string" || typeof value === "number" || typeof value === "boolean") return value;
  throw new Error(`A ${type} column cannot hold ${JSON.stringify(value)}`);
}
