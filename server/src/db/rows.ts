// The rows of a raw `execute(sql...)` result, whichever driver answered (both put them in `rows`). Never queries.

export function rowsOf(result: unknown): Array<Record<string, unknown>> {
  const rows: unknown = typeof result === "object" && result !== null && "rows" in result ? result.rows : undefined;
  if (!Array.isArray(rows)) throw new Error("A statement answered no rows array");
  return rows.filter((row): row is Record<string, unknown> => typeof row === "object" && row !== null);
}
